// Against a real `next start`: nothing a stranger sends locks the admin out, a session ends
// with a password change, and a workbook lying about its sizes is answered within seconds.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import pg from 'pg';
import { paddedLyingWorkbook } from '../support/spreadsheets/bad-files';
import { outscraperRecord } from '../support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '../support/spreadsheets/layouts';
import { writeXlsx } from '../support/spreadsheets/write';
import { ADMIN } from './admin-fixtures';
import { startExtraServer, type ExtraServer } from './admin-server';

const COOKIE = '__Secure-next-auth.session-token';
const ID = '00000000-0000-4000-8000-000000000000';
// The main server's username and secret, with another password: an admin who changed it.
const SETTINGS = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
  AUTH_SECRET: process.env.AUTH_SECRET!,
};

let server: ExtraServer;
let api: APIRequestContext;
let tmp: string;
let work: string;
/** A session of the extra server, taken before any test trips this address's login limit. */
let genuine: string;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  // The server's own temp folder, to see what an import leaves there.
  tmp = await mkdtemp(path.join(os.tmpdir(), 'e2e-guard-server-tmp-'));
  work = await mkdtemp(path.join(os.tmpdir(), 'e2e-guard-'));
  server = await startExtraServer({ ...SETTINGS, TMPDIR: tmp });
  api = await playwright.request.newContext({ baseURL: server.baseUrl, maxRedirects: 0 });
  genuine = await logInTo(api, SETTINGS.ADMIN_PASSWORD);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  // The counts are shared with the main server (PostgreSQL): free this machine's address.
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`DELETE FROM login_attempts WHERE key LIKE 'address:%'`);
  await client.end();
  await rm(tmp, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

/** The session cookie a login answers with, as a Cookie header. */
async function logInTo(context: APIRequestContext, password: string) {
  const response = await context.post('/api/admin/login', {
    data: { username: ADMIN.username, password },
  });
  expect(response.status()).toBe(200);
  const value = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0]!)
    .find((cookie) => cookie.startsWith(`${COOKIE}=`));
  expect(value).toBeDefined();
  return value!;
}

type Call = { method: string; path: string; multipart?: Record<string, string> };

// Every admin API route, the import included, and every admin page.
const CALLS: Call[] = [
  { method: 'GET', path: '/api/admin/check-auth' },
  { method: 'GET', path: '/api/admin/sitemap-stats' },
  { method: 'GET', path: '/api/admin/businesses' },
  { method: 'GET', path: '/api/admin/export?country=Narnia' },
  { method: 'PATCH', path: `/api/admin/businesses/${ID}` },
  { method: 'DELETE', path: `/api/admin/businesses/${ID}` },
  { method: 'DELETE', path: '/api/admin/delete-all' },
  { method: 'POST', path: '/api/admin/generate-seo' },
  { method: 'POST', path: '/api/admin/import', multipart: { duplicates: 'skip' } },
  { method: 'POST', path: '/api/admin/import/uploads' },
  { method: 'GET', path: `/api/admin/import/uploads/${ID}` },
  { method: 'PUT', path: `/api/admin/import/uploads/${ID}/parts/0` },
  { method: 'POST', path: '/api/admin/logout' },
  { method: 'GET', path: '/admin' },
  { method: 'GET', path: '/admin-login' },
  { method: 'GET', path: '/admin-panel' },
  { method: 'GET', path: '/admin/dashboard' },
];

// Addresses a client may claim: the server's own, the admin's, and a 2,000-character one.
const CLAIMED = ['127.0.0.1', '::1', '203.0.113.7', `198.51.100.1, ${'x'.repeat(2000)}`];

function send(call: Call, headers: Record<string, string>): Promise<APIResponse> {
  return api.fetch(call.path, { method: call.method, headers, multipart: call.multipart });
}

const attemptRows = async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM login_attempts');
  await client.end();
  return rows[0].n as number;
};

test('a session ends when ADMIN_PASSWORD changes', async ({ playwright }) => {
  const main = await playwright.request.newContext();
  try {
    const issuedBefore = await logInTo(main, ADMIN.password);
    expect(
      (await main.get('/api/admin/check-auth', { headers: { cookie: issuedBefore } })).status(),
    ).toBe(200);
    // Same username and AUTH_SECRET, new password: the old session is over.
    const old = await api.get('/api/admin/check-auth', { headers: { cookie: issuedBefore } });
    expect(old.status()).toBe(401);
    const panel = await api.get('/admin-panel', { headers: { cookie: issuedBefore } });
    expect(panel.status()).toBe(307);
    // A session of the new password works there, and not where the old password still holds.
    const issuedAfter = await logInTo(api, SETTINGS.ADMIN_PASSWORD);
    expect(
      (await api.get('/api/admin/check-auth', { headers: { cookie: issuedAfter } })).status(),
    ).toBe(200);
    expect(
      (await main.get('/api/admin/check-auth', { headers: { cookie: issuedAfter } })).status(),
    ).toBe(401);
  } finally {
    await main.dispose();
  }
});

test('forged cookies and wrong passwords from one address, whatever X-Forwarded-For says, never lock out the genuine session', async () => {
  const rowsBefore = await attemptRows();

  for (const claimed of CLAIMED) {
    const forged = `${COOKIE}=${randomBytes(1500).toString('base64url')}`;
    const headers = { cookie: forged, 'x-forwarded-for': claimed };
    for (const call of CALLS) {
      const response = await send(call, headers);
      const expected = call.path.startsWith('/api/')
        ? 401
        : call.path === '/admin-panel' || call.path === '/admin/dashboard'
          ? 307
          : 200;
      expect(response.status(), `${call.method} ${call.path} from ${claimed.slice(0, 20)}`).toBe(
        expected,
      );
    }
  }
  // Wrong passwords are guesses: they count, against the socket's address whatever is claimed.
  const guesses = [];
  for (let attempt = 1; attempt <= 6; attempt++) {
    const response = await api.post('/api/admin/login', {
      headers: { 'x-forwarded-for': CLAIMED[attempt % CLAIMED.length]! },
      data: { username: `guesser-${attempt}`, password: `guess-${attempt}` },
    });
    guesses.push(response.status());
  }
  expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
  // Five counted guesses wrote a row each for the address and the username; forged cookies none.
  expect((await attemptRows()) - rowsBefore).toBe(10);

  for (const claimed of CLAIMED) {
    const headers = { cookie: genuine, 'x-forwarded-for': claimed };
    const check = await api.get('/api/admin/check-auth', { headers });
    expect(check.status()).toBe(200);
    expect(check.headers()['cache-control']).toBe('private, no-store');
    for (const path of [
      '/api/admin/sitemap-stats',
      '/api/admin/businesses',
      '/api/admin/export?country=Narnia',
    ]) {
      expect((await api.get(path, { headers })).status(), path).toBe(200);
    }
    const upload = await api.get(`/api/admin/import/uploads/${ID}`, { headers });
    expect(upload.status()).toBe(404);
    expect(upload.headers()['cache-control']).toBe('private, no-store');
    const noFile = await api.post('/api/admin/import', {
      headers,
      multipart: { duplicates: 'skip' },
    });
    expect(noFile.status()).toBe(400);
    expect((await noFile.json()).error.message).toMatch(/No file received/);
    const panel = await api.get('/admin-panel', { headers });
    expect(panel.status()).toBe(200);
    expect(await panel.text()).toContain('Admin Panel');
    expect((await api.get('/admin/dashboard', { headers })).status()).toBe(200);
    // The login page sends a signed-in admin on to the panel.
    const login = await api.get('/admin', { headers });
    expect(login.status()).toBe(307);
    expect(login.headers().location).toMatch(/\/admin-panel$/);
  }
});

test('a padded workbook whose zip directory lies about its sizes gets a 400 within seconds, and leaves no temp folder', async ({}, testInfo) => {
  const one = path.join(work, 'one-row.xlsx');
  await writeXlsx(one, sheet(LAYOUT_2025, [outscraperRecord(0)]));
  const data = await paddedLyingWorkbook(one, 50 * 1024 * 1024);
  testInfo.annotations.push({ type: 'upload bytes', description: String(data.length) });
  const started = Date.now();
  const response = await api.post('/api/admin/import', {
    headers: { cookie: genuine },
    multipart: {
      excelFile: { name: 'padded.xlsx', mimeType: 'application/octet-stream', buffer: data },
    },
    timeout: 30_000,
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).error.message).toMatch(/more data than it declares/);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect((await readdir(tmp)).filter((name) => name.startsWith('business-import-'))).toEqual([]);
});
