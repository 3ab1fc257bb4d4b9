// Nothing a stranger sends can lock the admin out: a valid session is never refused by the
// login limit, forged cookies write nothing, old attempts are swept as new ones are written,
// and a session ends when the admin settings it was issued under change.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as checkAuth } from '@/app/api/admin/check-auth/route';
import { POST as login } from '@/app/api/admin/login/route';
import { GET as sitemapStats } from '@/app/api/admin/sitemap-stats/route';
import { GET as uploadStatus } from '@/app/api/admin/import/uploads/[id]/route';
import { LONGEST_WINDOW_MS, SWEEP_BATCH } from '@/lib/auth/attempt-log';
import { db } from '@/lib/db';
import { adminSessionCookie, forgedSessionCookie } from '@/tests/support/admin-session';

const noParams = { params: Promise.resolve({}) };
const strong = () => randomBytes(24).toString('base64url');

const loginFrom = (ip: string, password: string, handler = login) =>
  handler(
    new Request('http://localhost/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ username: 'admin', password }),
    }),
    noParams,
  );
const checkAuthFrom = (ip: string, cookie?: string, handler = checkAuth) =>
  handler(
    new Request('http://localhost/api/admin/check-auth', {
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    }),
    noParams,
  );

beforeEach(async () => {
  await db.loginAttempt.deleteMany();
});

describe('the failed-attempt limit', () => {
  it('never refuses a valid session, even from an address locked by wrong passwords', async () => {
    const ip = '203.0.113.240';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await loginFrom(ip, `wrong-${attempt}`)).status).toBe(401);
    }
    expect((await loginFrom(ip, 'wrong-6')).status).toBe(429);
    for (let call = 0; call < 5; call++) {
      expect((await checkAuthFrom(ip, await forgedSessionCookie())).status).toBe(401);
    }
    const cookie = await adminSessionCookie();
    expect((await checkAuthFrom(ip, cookie)).status).toBe(200);
    const stats = await sitemapStats(
      new Request('http://localhost/api/admin/sitemap-stats', {
        headers: { 'x-forwarded-for': ip, cookie },
      }),
      noParams,
    );
    expect(stats.status).toBe(200);
    // Guesses stay limited: the locked address still cannot log in.
    expect((await loginFrom(ip, 'admin')).status).toBe(429);
  });

  it('writes nothing for forged cookies, whatever address or header size they claim', async () => {
    const before = await db.loginAttempt.count();
    for (let call = 0; call < 50; call++) {
      const claimed = call % 2 ? `198.51.100.${call}` : `${randomBytes(1000).toString('hex')}`;
      const response = await checkAuthFrom(claimed, await forgedSessionCookie());
      expect(response.status).toBe(401);
    }
    expect(await db.loginAttempt.count()).toBe(before);
  });

  it('keys attempts by a short, validated address', async () => {
    await loginFrom(`${'x'.repeat(2000)}`, 'wrong');
    await loginFrom('203.0.113.241:5555', 'wrong');
    const keys = (await db.loginAttempt.findMany({ select: { key: true } })).map((row) => row.key);
    expect(keys.sort()).toEqual([
      'address:203.0.113.241',
      'address:invalid',
      'username:admin',
      'username:admin',
    ]);
  });

  it('sweeps expired attempts on every write, a bounded batch at a time', async () => {
    const old = new Date(Date.now() - LONGEST_WINDOW_MS - 60_000);
    await db.loginAttempt.createMany({
      data: Array.from({ length: SWEEP_BATCH * 2 + 50 }, (_, i) => ({
        key: `address:192.0.2.${i % 250}`,
        attemptedAt: old,
      })),
    });
    const recent = new Date(Date.now() - 60_000);
    await db.loginAttempt.create({ data: { key: 'address:192.0.2.251', attemptedAt: recent } });
    const expired = () => db.loginAttempt.count({ where: { attemptedAt: { lt: recent } } });

    await loginFrom('203.0.113.242', 'wrong');
    expect(await expired()).toBe(SWEEP_BATCH + 50);
    await loginFrom('203.0.113.242', 'wrong');
    await loginFrom('203.0.113.242', 'wrong');
    expect(await expired()).toBe(0);
    // The attempts inside the window stay.
    expect(await db.loginAttempt.count({ where: { key: 'address:192.0.2.251' } })).toBe(1);
  });
});

describe('admin responses', () => {
  it('are private, no-store, errors included', async () => {
    const cookie = await adminSessionCookie();
    const responses = [
      await checkAuthFrom('192.0.2.200', cookie),
      await checkAuthFrom('192.0.2.200'),
      await checkAuthFrom('192.0.2.200', await forgedSessionCookie()),
      await sitemapStats(
        new Request('http://localhost/api/admin/sitemap-stats', { headers: { cookie } }),
        noParams,
      ),
      await uploadStatus(
        new Request('http://localhost/api/admin/import/uploads/x', { headers: { cookie } }),
        { params: Promise.resolve({ id: '00000000-0000-4000-8000-000000000000' }) },
      ),
      await loginFrom('192.0.2.201', 'wrong'),
      await loginFrom('192.0.2.201', 'admin'),
    ];
    expect(responses.map((response) => response.status)).toEqual([
      200, 401, 401, 200, 404, 401, 200,
    ]);
    for (const response of responses) {
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('a session', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** check-auth of a server started with these settings (a fresh module: a restart). */
  async function restartedWith(settings: Record<string, string>) {
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
    vi.resetModules();
    return (await import('@/app/api/admin/check-auth/route')).GET;
  }

  it('ends when ADMIN_PASSWORD or AUTH_SECRET changes, and not otherwise', async () => {
    const settings = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: strong(), AUTH_SECRET: strong() };
    const first = await restartedWith(settings);
    const { adminSessionCookie: cookieOf } = await import('@/tests/support/admin-session');
    const cookie = await cookieOf();
    expect((await checkAuthFrom('192.0.2.210', cookie, first)).status).toBe(200);

    const same = await restartedWith(settings);
    expect((await checkAuthFrom('192.0.2.210', cookie, same)).status).toBe(200);
    const newPassword = await restartedWith({ ...settings, ADMIN_PASSWORD: strong() });
    expect((await checkAuthFrom('192.0.2.210', cookie, newPassword)).status).toBe(401);
    const newSecret = await restartedWith({ ...settings, AUTH_SECRET: strong() });
    expect((await checkAuthFrom('192.0.2.210', cookie, newSecret)).status).toBe(401);
  });
});
