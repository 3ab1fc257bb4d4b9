// IndexNow (issue 35): changed URLs go to the endpoint after imports, edits and deletes, in
// one POST per batch, at most once an hour per URL, retried on 429/5xx, claimed by one sender.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = vi.hoisted(() => {
  process.env.INDEXNOW_KEY = 'test-indexnow-key-0123456789';
  return process.env.INDEXNOW_KEY;
});

import { DELETE, PATCH } from '@/app/api/admin/businesses/[id]/route';
import { POST } from '@/app/api/admin/import/route';
import { GET as keyFile } from '@/app/api/indexnow-key/[file]/route';
import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';
import { env } from '@/lib/env';
import { drainIndexNow } from '@/lib/indexnow/outbox';
import { detailPath } from '@/lib/urls/paths';
import { adminSessionCookie } from '@/tests/support/admin-session';
import { outscraperRecord, placeIdFor } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet, type Cell } from '@/tests/support/spreadsheets/layouts';
import { importRequest, noParams } from '@/tests/support/spreadsheets/requests';
import { writeXlsx } from '@/tests/support/spreadsheets/write';

type Received = { host: string; key: string; keyLocation: string; urlList: string[] };

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const received: Received[] = [];
/** Statuses the mock answers with, in order; 200 once they run out. */
let answers: number[] = [];
let endpoint: string;
let dir: string;

const mock = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push(JSON.parse(body) as Received);
    const status = answers.shift() ?? 200;
    response.writeHead(status, status === 429 ? { 'retry-after': '0' } : {});
    response.end();
  });
});

beforeAll(async () => {
  await client.connect();
  dir = await mkdtemp(path.join(os.tmpdir(), 'indexnow-'));
  mock.listen(0, '127.0.0.1');
  await once(mock, 'listening');
  endpoint = `http://127.0.0.1:${(mock.address() as AddressInfo).port}/indexnow`;
});
beforeEach(async () => {
  await client.query(
    'TRUNCATE businesses, imports, business_changes, indexnow_outbox, indexnow_sent',
  );
  received.length = 0;
  answers = [];
});
afterAll(async () => {
  delete process.env.INDEXNOW_KEY;
  mock.close();
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

const drain = () => drainIndexNow({ endpoint, backoffBaseMs: 5 });
const url = (slug: string) => `${env.SITE_URL}${detailPath(slug)}`;
/** As if the last sends were over an hour ago. */
const anHourLater = () =>
  client.query("UPDATE indexnow_sent SET sent_at = now() - interval '61 minutes'");

let files = 0;
async function importRecords(records: Record<string, Cell>[], duplicates?: string) {
  const file = path.join(dir, `listings-${files++}.xlsx`);
  await writeXlsx(file, sheet(LAYOUT_2025, records));
  const response = await POST(await importRequest(file, { duplicates }), noParams);
  expect(response.status).toBe(200);
  return response.json();
}

const records = (count: number) => Array.from({ length: count }, (_, i) => outscraperRecord(i));

async function admin(id: string, method: 'PATCH' | 'DELETE', body?: unknown) {
  const request = new Request(`http://localhost/api/admin/businesses/${id}`, {
    method,
    headers: {
      cookie: await adminSessionCookie(),
      'content-type': 'application/json',
      origin: 'http://localhost',
      ...ADMIN_REQUEST_HEADERS,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await (method === 'PATCH' ? PATCH : DELETE)(request, {
    params: Promise.resolve({ id }),
  });
  expect(response.status).toBe(200);
}

async function business(index: number) {
  const { rows } = await client.query<{ id: string; slug: string }>(
    'SELECT id, slug FROM businesses WHERE place_id = $1',
    [placeIdFor(index)],
  );
  return rows[0]!;
}

/** 5 rows a later scrape sees changed (none renamed); row 7 is not in it. */
function rescrape() {
  const rows = records(20);
  rows[1] = { ...rows[1], phone: '+44 20 7946 0101' };
  rows[2] = { ...rows[2], business_status: 'CLOSED_PERMANENTLY' };
  rows[3] = { ...rows[3], working_hours: JSON.stringify({ Monday: '6AM-2PM' }) };
  rows[4] = { ...rows[4], site: 'https://new.example.co.uk/4' };
  rows[5] = { ...rows[5], reviews: 9999 };
  return rows.filter((_, i) => i !== 7);
}

describe('IndexNow', () => {
  it('sends the added URLs, then exactly the 5 changed and 1 deleted in one POST, then nothing', async () => {
    await importRecords(records(20));
    expect(await drain()).toBe(20);
    expect(received).toHaveLength(1);
    const added = await Promise.all(Array.from({ length: 20 }, (_, i) => business(i)));
    expect(received[0]!.urlList.sort()).toEqual(added.map((b) => url(b.slug)).sort());
    expect(received[0]).toMatchObject({
      host: new URL(env.SITE_URL).host,
      key: KEY,
      keyLocation: `${env.SITE_URL}/${KEY}.txt`,
    });

    await anHourLater();
    received.length = 0;
    await admin(added[7]!.id, 'DELETE');
    await importRecords(rescrape(), 'update');
    expect(await drain()).toBe(6);
    expect(received).toHaveLength(1);
    expect(received[0]!.urlList.sort()).toEqual(
      [1, 2, 3, 4, 5, 7].map((i) => url(added[i]!.slug)).sort(),
    );

    // The same file again changes nothing, so nothing is sent.
    await anHourLater();
    received.length = 0;
    await importRecords(rescrape(), 'update');
    expect(await drain()).toBe(0);
    expect(received).toEqual([]);
  });

  it('sends a rename as its old and new URL', async () => {
    await importRecords(records(2));
    await drain();
    await anHourLater();
    received.length = 0;
    const before = await business(1);
    await admin(before.id, 'PATCH', { name: 'Completely New Name' });
    const after = await business(1);
    expect(after.slug).not.toBe(before.slug);
    await drain();
    expect(received.map((r) => r.urlList.sort())).toEqual([
      [url(after.slug), url(before.slug)].sort(),
    ]);
  });

  it('retries a 429 and gets the batch through once; gives up on lasting 5xx with one log line', async () => {
    await importRecords(records(3));
    answers = [429, 200];
    expect(await drain()).toBe(3);
    expect(received).toHaveLength(2);
    expect(received[1]).toEqual(received[0]);
    expect(await drain()).toBe(0);
    expect(received).toHaveLength(2);

    await anHourLater();
    received.length = 0;
    await admin((await business(0)).id, 'PATCH', { phone: '+44 20 7946 0555' });
    answers = [503, 503, 503, 503];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await drain()).toBe(0);
      expect(received).toHaveLength(4);
      expect(warn.mock.calls.filter(([line]) => String(line).startsWith('[indexnow]'))).toEqual([
        ['[indexnow] gave up on 1 URLs: HTTP 503'],
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('sends a URL at most once an hour: a second change waits for the hour to pass', async () => {
    await importRecords(records(1));
    await drain();
    received.length = 0;
    const { id } = await business(0);
    await admin(id, 'PATCH', { phone: '+44 20 7946 0556' });
    expect(await drain()).toBe(0);
    expect(received).toEqual([]);
    await anHourLater();
    expect(await drain()).toBe(1);
    expect(received).toHaveLength(1);
  });

  it('with several senders at once, each URL goes out once', async () => {
    await importRecords(records(30));
    const sent = await Promise.all([drain(), drain(), drain()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(30);
    const urls = received.flatMap((r) => r.urlList);
    expect(urls).toHaveLength(30);
    expect(new Set(urls).size).toBe(30);
  });

  it('serves the key at /{key}.txt as plain text, and 404 for any other key', async () => {
    const ask = (file: string) =>
      keyFile(new Request(`http://localhost/${file}`), { params: Promise.resolve({ file }) });
    const found = await ask(`${KEY}.txt`);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await found.text()).toBe(KEY);
    expect((await ask('another-key-0123.txt')).status).toBe(404);
    expect((await ask(`${KEY}.html`)).status).toBe(404);
  });
});
