import { encode } from 'next-auth/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as checkAuth } from '@/app/api/admin/check-auth/route';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { sessionCookieName } from '@/lib/auth/session';
import { adminConfig } from '@/lib/env';
import { adminSessionCookie, forgedSessionCookie } from '@/tests/support/admin-session';

const noParams = { params: Promise.resolve({}) };
let nextIp = 1;

/** Each test logs in from its own address, so the rate limit of one does not touch another. */
function loginRequest(body: unknown, ip = `203.0.113.${nextIp++}`, headers: HeadersInit = {}) {
  return new Request('http://localhost/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const cookieOf = (response: Response) => response.headers.get('set-cookie') ?? '';
const checkAuthWith = (cookie?: string) =>
  checkAuth(
    new Request('http://localhost/api/admin/check-auth', cookie ? { headers: { cookie } } : {}),
    noParams,
  );

describe('POST /api/admin/login', () => {
  it('sets an httpOnly, SameSite=Lax session cookie that check-auth accepts', async () => {
    const response = await login(loginRequest({ username: 'admin', password: 'admin' }), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: true, username: 'admin' });
    const setCookie = cookieOf(response);
    expect(setCookie).toMatch(new RegExp(`^${sessionCookieName()}=[^;]+;`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');

    const check = await checkAuthWith(setCookie.split(';')[0]);
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ authenticated: true, username: 'admin' });
  });

  it('answers 401 in the error shape for a wrong password or username, without a cookie', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong' },
      { username: 'root', password: 'admin' },
    ]) {
      const response = await login(loginRequest(body), noParams);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { message: 'Invalid credentials.' } });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers 400 for a malformed body', async () => {
    for (const body of ['not json', '[]', { username: 'admin' }, { username: '', password: 'x' }]) {
      const response = await login(loginRequest(body), noParams);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toEqual(expect.any(String));
    }
  });

  it('refuses the sixth attempt within 15 minutes with 429 and Retry-After, even if correct', async () => {
    const ip = '198.51.100.7';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(
        loginRequest({ username: 'admin', password: 'no' }, ip),
        noParams,
      );
      expect(response.status).toBe(401);
    }
    const sixth = await login(loginRequest({ username: 'admin', password: 'admin' }, ip), noParams);
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await sixth.json()).error.message).toMatch(/Too many failed login attempts/);

    // Another address is not blocked by this one's failures.
    const other = await login(loginRequest({ username: 'admin', password: 'admin' }), noParams);
    expect(other.status).toBe(200);
  });

  it('lets the window pass before allowing attempts again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] });
    const ip = '198.51.100.8';
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login(loginRequest({ username: 'admin', password: 'no' }, ip), noParams);
    }
    expect(
      (await login(loginRequest({ username: 'admin', password: 'admin' }, ip), noParams)).status,
    ).toBe(429);
    vi.setSystemTime(new Date('2026-11-21T10:15:01Z'));
    expect(
      (await login(loginRequest({ username: 'admin', password: 'admin' }, ip), noParams)).status,
    ).toBe(200);
    vi.useRealTimers();
  });

  it('refuses a login posted from a foreign origin', async () => {
    const response = await login(
      loginRequest({ username: 'admin', password: 'admin' }, undefined, {
        origin: 'https://evil.example',
      }),
      noParams,
    );
    expect(response.status).toBe(403);
  });
});

describe('GET /api/admin/check-auth', () => {
  it('answers 200 with a valid session', async () => {
    expect((await checkAuthWith(await adminSessionCookie())).status).toBe(200);
  });

  it('answers 401 without a session, and for forged, tampered and expired tokens', async () => {
    const config = adminConfig();
    if (!config.ok) throw new Error(config.reason);
    const valid = (await adminSessionCookie()).split('=')[1]!;
    const tampered = `${valid.slice(0, -4)}${valid.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const expired = await encode({
      token: { sub: config.username },
      secret: config.secret,
      maxAge: -60,
    });
    const otherUser = await encode({ token: { sub: 'someone-else' }, secret: config.secret });
    const name = sessionCookieName();
    for (const cookie of [
      undefined,
      await forgedSessionCookie(),
      `${name}=${tampered}`,
      `${name}=${expired}`,
      `${name}=${otherUser}`,
      `${name}=garbage`,
    ]) {
      const response = await checkAuthWith(cookie);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { message: expect.any(String) } });
    }
  });
});

describe('POST /api/admin/logout', () => {
  it('clears the cookie and ends the session even for a copy of the token', async () => {
    const cookie = await adminSessionCookie();
    const response = await logout(
      new Request('http://localhost/api/admin/logout', { method: 'POST', headers: { cookie } }),
      noParams,
    );
    expect(response.status).toBe(200);
    expect(cookieOf(response)).toMatch(new RegExp(`^${sessionCookieName()}=;.*Max-Age=0`));
    expect((await checkAuthWith(cookie)).status).toBe(401);
  });
});

describe('in production', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('refuses with 503 and names the missing settings', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    for (const name of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'AUTH_SECRET']) vi.stubEnv(name, '');
    vi.resetModules();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { GET } = await import('@/app/api/admin/check-auth/route');
    const { POST } = await import('@/app/api/admin/login/route');
    for (const response of [
      await GET(new Request('http://localhost/api/admin/check-auth'), noParams),
      await POST(loginRequest({ username: 'admin', password: 'admin' }), noParams),
    ]) {
      expect(response.status).toBe(503);
      expect((await response.json()).error.message).toBe(
        'Admin area disabled: set ADMIN_USERNAME, ADMIN_PASSWORD, AUTH_SECRET in the environment.',
      );
    }
  });

  it('issues a Secure cookie and accepts a bcrypt hash as the password', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('ADMIN_USERNAME', 'owner');
    const bcrypt = await import('bcryptjs');
    vi.stubEnv('ADMIN_PASSWORD', bcrypt.hashSync('correct horse battery staple', 4));
    vi.stubEnv('AUTH_SECRET', 'a-production-secret-of-enough-length');
    vi.resetModules();
    const { POST } = await import('@/app/api/admin/login/route');
    const wrong = await POST(loginRequest({ username: 'owner', password: 'admin' }), noParams);
    expect(wrong.status).toBe(401);
    const right = await POST(
      loginRequest({ username: 'owner', password: 'correct horse battery staple' }),
      noParams,
    );
    expect(right.status).toBe(200);
    expect(cookieOf(right)).toMatch(
      /^__Secure-next-auth\.session-token=[^;]+;.*HttpOnly; SameSite=Lax; Secure$/,
    );
  });
});
