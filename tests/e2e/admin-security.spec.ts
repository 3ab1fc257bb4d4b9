import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { ADMIN, logIn } from './admin-fixtures';
import { envExampleAdminSettings, startExtraServer } from './admin-server';

test.describe('security headers', () => {
  test('every page: nosniff, no framing, a short Referer to other sites', async ({ request }) => {
    for (const path of ['/', '/businesses', '/about', '/admin-login', '/api/statistics']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  test('the admin area has a CSP that admits this origin only, and its pages work under it', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await logIn(page);
    for (const path of ['/admin-login', '/admin-panel', '/admin/dashboard?tab=seo']) {
      const response = await page.goto(path);
      const csp = response!.headers()['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("connect-src 'self'");
      expect(csp, path).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    }
    await expect(page.getByText('Total businesses')).toBeVisible();
    await page.getByRole('tab', { name: 'Businesses' }).click();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(violations).toEqual([]);
    // The public pages keep their own, looser policy: the ad script may load there.
    const detail = await page.request.get('/about');
    expect(detail.headers()['content-security-policy']).not.toContain('default-src');
  });
});

test('the image optimiser is closed: any URL answers 404 without being fetched', async ({
  request,
}) => {
  for (const url of [
    'https://example.invalid/photo.jpg',
    'http://169.254.169.254/latest/meta-data/',
    '/images/categories/home-services.svg',
  ]) {
    const started = Date.now();
    const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(response.status(), url).toBe(404);
    expect(Date.now() - started, url).toBeLessThan(5_000);
  }
});

test.describe('admin API from a browser', () => {
  test.beforeEach(async ({ page }) => logIn(page));

  test('an export another site links to is refused; the panel’s own is not', async ({ page }) => {
    const crossSite = await page.request.get('/api/admin/export', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()['content-type']).toMatch(/json/);
    const sameOrigin = await page.request.get('/api/admin/export?country=Narnia', {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status()).toBe(200);
  });

  test('a script on a public page cannot change data without the admin header', async ({
    page,
  }) => {
    // The session cookie's paths include /api/admin, so the cookie does go with this fetch;
    // the header is what it lacks.
    await page.goto('/about');
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/admin/generate-seo', { method: 'POST' });
      return response.status;
    });
    expect(status).toBe(403);
  });

  test('a 2 MB login body is refused with 413 before it is parsed', async ({ request }) => {
    const response = await request.post('/api/admin/login', {
      data: { username: ADMIN.username, password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status()).toBe(413);
  });
});

test.describe('a second server', () => {
  test.setTimeout(120_000);

  test(".env.example's values disable the admin area with 503 and a clear log line", async ({
    playwright,
  }) => {
    const settings = envExampleAdminSettings();
    expect(settings.AUTH_SECRET).not.toBe('');
    const server = await startExtraServer(settings);
    try {
      const api = await playwright.request.newContext({ baseURL: server.baseUrl });
      const login = await api.post('/api/admin/login', {
        data: { username: settings.ADMIN_USERNAME, password: settings.ADMIN_PASSWORD },
      });
      expect(login.status()).toBe(503);
      expect((await login.json()).error.message).toMatch(/published in the repository/);
      expect((await api.get('/api/admin/check-auth')).status()).toBe(503);
      expect((await api.get('/')).status()).toBe(200);
      expect(server.output()).toMatch(
        /\[admin\] Admin area disabled: AUTH_SECRET is a value published in the repository; ADMIN_PASSWORD is a value published in the repository/,
      );
      await api.dispose();
    } finally {
      await server.stop();
    }
  });

  test('a client cannot pick its own address, and a forged cookie is no guess that counts', async ({
    playwright,
  }) => {
    const settings = {
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      AUTH_SECRET: randomBytes(32).toString('base64url'),
    };
    const server = await startExtraServer(settings);
    try {
      const api = await playwright.request.newContext({ baseURL: server.baseUrl });
      // Each guess claims another address; with no trusted proxy the socket's is what counts.
      const statuses = [];
      for (let attempt = 1; attempt <= 7; attempt++) {
        const response = await api.post('/api/admin/login', {
          headers: { 'x-forwarded-for': `198.51.100.${attempt}`, 'x-real-ip': '203.0.113.9' },
          data: { username: `guesser-${attempt}`, password: `guess-${attempt}` },
        });
        statuses.push(response.status());
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      // A forged session cookie is simply not a session (tests/e2e/admin-guard.spec.ts).
      const forged = 'next-auth.session-token=forged';
      const check = await api.get('/api/admin/check-auth', {
        headers: { cookie: `${forged}; __Secure-${forged}`, 'x-forwarded-for': '192.0.2.77' },
      });
      expect(check.status()).toBe(401);
      await api.dispose();
    } finally {
      await server.stop();
      // The counts are shared with the main server (PostgreSQL): free this machine's address.
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DELETE FROM login_attempts WHERE key LIKE 'address:%'`);
      await client.end();
    }
  });
});
