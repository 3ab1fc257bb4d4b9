import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { encode } from 'next-auth/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as checkAuth } from '@/app/api/admin/check-auth/route';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';
import { SESSION_COOKIE_PATHS, sessionCookieName } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { adminConfig } from '@/lib/env';
import { adminSessionCookie, forgedSessionCookie } from '@/tests/support/admin-session';

const noParams = { params: Promise.resolve({}) };
let nextIp = 1;
/** Each test uses its own addresses, so the rate limit of one does not touch another. */
const freshIp = () => `203.0.113.${nextIp++}`;
const strong = () => randomBytes(24).toString('base64url');

type Handler = (request: Request, context: typeof noParams) => Promise<Response>;

function loginRequest(body: unknown, ip = freshIp(), headers: HeadersInit = {}) {
  return new Request('http://localhost/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const cookiesOf = (response: Response) => response.headers.getSetCookie();
const checkAuthWith = (cookie?: string, ip = freshIp(), handler: Handler = checkAuth) =>
  handler(
    new Request('http://localhost/api/admin/check-auth', {
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    }),
    noParams,
  );

describe('POST /api/admin/login', () => {
  it('sets httpOnly, SameSite=Lax session cookies on the admin paths only, which check-auth accepts', async () => {
    const response = await login(loginRequest({ username: 'admin', password: 'admin' }), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: true, username: 'admin' });
    const cookies = cookiesOf(response);
    expect(cookies.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1])).toEqual([
      ...SESSION_COOKIE_PATHS,
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(new RegExp(`^${sessionCookieName()}=[^;]+;`));
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure');
    }

    const check = await checkAuthWith(cookies[0]!.split(';')[0]);
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

  it('answers 413 to a body over 4 KB, by its Content-Length before reading', async () => {
    const big = { username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) };
    const response = await login(loginRequest(big), noParams);
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toMatch(/too large: at most 4,096 bytes/);

    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const declared = await login(
      new Request('http://localhost/api/admin/login', {
        method: 'POST',
        headers: { 'content-length': String(2 * 1024 * 1024), 'x-forwarded-for': freshIp() },
        body,
        duplex: 'half',
      } as RequestInit),
      noParams,
    );
    expect(declared.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1024);
  });

  it('refuses the sixth attempt from an address within 15 minutes with 429 and Retry-After, even if correct', async () => {
    const ip = freshIp();
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

    // Another address is not blocked by this one's failures, and its success clears the
    // username's count of them.
    const other = await login(loginRequest({ username: 'admin', password: 'admin' }), noParams);
    expect(other.status).toBe(200);
  });

  it('limits a username however many addresses the guesses claim', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      const response = await login(
        loginRequest({ username: 'someone', password: `guess-${attempt}` }),
        noParams,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('keys on the socket address, not on entries the client added to X-Forwarded-For', async () => {
    // What `next start` hands on when a client sends its own header and no proxy is trusted:
    // the address the proxy adds last is the only one that counts.
    const socket = freshIp();
    const statuses = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await login(
        loginRequest(
          { username: `user-${attempt}`, password: 'no' },
          `198.18.0.${attempt}, ${socket}`,
        ),
        noParams,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('refuses a login posted from a foreign origin or started by another site', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      const response = await login(
        loginRequest({ username: 'admin', password: 'admin' }, undefined, headers),
        noParams,
      );
      expect(response.status).toBe(403);
    }
  });
});

describe('the login limit, with settings', () => {
  // The counts live in the database now: each test starts from none, as a fresh module did.
  beforeEach(async () => {
    await db.loginAttempt.deleteMany();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    vi.useRealTimers();
  });

  it('lets the window pass before allowing attempts again', async () => {
    vi.resetModules();
    const { POST } = await import('@/app/api/admin/login/route');
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] });
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await POST(loginRequest({ username: 'admin', password: 'no' }, ip), noParams);
    }
    expect(
      (await POST(loginRequest({ username: 'admin', password: 'admin' }, ip), noParams)).status,
    ).toBe(429);
    vi.setSystemTime(new Date('2026-11-21T10:15:01Z'));
    expect(
      (await POST(loginRequest({ username: 'admin', password: 'admin' }, ip), noParams)).status,
    ).toBe(200);
  });

  it('records each attempt before bcrypt runs: a parallel burst gets five checks, not twenty', async () => {
    vi.stubEnv('ADMIN_PASSWORD', bcrypt.hashSync(strong(), 8));
    vi.resetModules();
    const { POST } = await import('@/app/api/admin/login/route');
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        POST(loginRequest({ username: 'admin', password: strong() }, ip), noParams),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
  });

  it('with TRUSTED_PROXY_HOPS=1 takes the address the proxy appended, whatever the client wrote', async () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    vi.resetModules();
    const { POST } = await import('@/app/api/admin/login/route');
    const client = freshIp();
    const statuses = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const chain = `10.9.8.${attempt}, ${client}`;
      const response = await POST(
        loginRequest({ username: `proxied-${attempt}`, password: 'no' }, chain),
        noParams,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
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

  it('answers forged cookies 401 without counting them: they lock out neither sessions nor login', async () => {
    // A limit that must still let a valid cookie through cannot slow a guesser down (a right
    // guess would answer 200 either way), so counting forged cookies would only cost writes.
    const ip = freshIp();
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect((await checkAuthWith(await forgedSessionCookie(), ip)).status).toBe(401);
    }
    expect((await checkAuthWith(await adminSessionCookie(), ip)).status).toBe(200);
    const loginThere = await login(
      loginRequest({ username: 'admin', password: 'admin' }, ip),
      noParams,
    );
    expect(loginThere.status).toBe(200);
  });
});

describe('POST /api/admin/logout', () => {
  it('clears every session cookie and ends the session even for a copy of the token', async () => {
    const cookie = await adminSessionCookie();
    const response = await logout(
      new Request('http://localhost/api/admin/logout', {
        method: 'POST',
        headers: { cookie, origin: 'http://localhost', ...ADMIN_REQUEST_HEADERS },
      }),
      noParams,
    );
    expect(response.status).toBe(200);
    const cleared = cookiesOf(response);
    expect(cleared.map((value) => /Path=([^;]+)/.exec(value)?.[1])).toEqual([
      ...SESSION_COOKIE_PATHS,
      '/',
    ]);
    for (const value of cleared) {
      expect(value).toMatch(new RegExp(`^${sessionCookieName()}=;.*Max-Age=0`));
    }
    expect((await checkAuthWith(cookie)).status).toBe(401);
  });
});

describe('in production', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    vi.restoreAllMocks();
  });

  async function productionRoutes(settings: Record<string, string>) {
    vi.stubEnv('NODE_ENV', 'production');
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
    vi.resetModules();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { GET } = await import('@/app/api/admin/check-auth/route');
    const { POST } = await import('@/app/api/admin/login/route');
    return { GET: GET as Handler, POST: POST as Handler, errors };
  }

  async function expect503(settings: Record<string, string>, message: string) {
    const { GET, POST, errors } = await productionRoutes(settings);
    for (const response of [
      await checkAuthWith(undefined, undefined, GET),
      await POST(
        loginRequest({ username: settings.ADMIN_USERNAME, password: settings.ADMIN_PASSWORD }),
        noParams,
      ),
    ]) {
      expect(response.status).toBe(503);
      expect((await response.json()).error.message).toBe(message);
    }
    expect(errors).toHaveBeenCalledWith(`[admin] ${message}`);
  }

  it('refuses with 503 and names the missing settings', async () => {
    await expect503(
      { ADMIN_USERNAME: '', ADMIN_PASSWORD: '', AUTH_SECRET: '' },
      'Admin area disabled: set ADMIN_USERNAME, ADMIN_PASSWORD, AUTH_SECRET in the environment.',
    );
  });

  it("refuses .env.example's values, which anyone can read", async () => {
    await expect503(
      {
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'change-me',
        AUTH_SECRET: 'a-long-random-string-of-at-least-32-characters',
      },
      'Admin area disabled: AUTH_SECRET is a value published in the repository; ' +
        'ADMIN_PASSWORD is a value published in the repository. Choose new, unpublished values.',
    );
  });

  it('refuses a secret under 32 characters and a password under 12', async () => {
    await expect503(
      {
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: strong().slice(0, 11),
        AUTH_SECRET: strong().slice(0, 31),
      },
      'Admin area disabled: AUTH_SECRET is shorter than 32 characters; ' +
        'ADMIN_PASSWORD is shorter than 12 characters. Choose new, unpublished values.',
    );
  });

  it('issues Secure cookies with strong values, and accepts a bcrypt hash as the password', async () => {
    const password = strong();
    const { POST } = await productionRoutes({
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: bcrypt.hashSync(password, 4),
      AUTH_SECRET: strong(),
    });
    const wrong = await POST(loginRequest({ username: 'owner', password: 'admin' }), noParams);
    expect(wrong.status).toBe(401);
    const right = await POST(loginRequest({ username: 'owner', password }), noParams);
    expect(right.status).toBe(200);
    for (const cookie of cookiesOf(right)) {
      expect(cookie).toMatch(
        /^__Secure-next-auth\.session-token=[^;]+; Path=[^;]+; Max-Age=28800; HttpOnly; SameSite=Lax; Secure$/,
      );
    }
  });

  it('refuses a published password behind a bcrypt hash when it is first typed', async () => {
    const { POST, errors } = await productionRoutes({
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: bcrypt.hashSync('change-me', 4),
      AUTH_SECRET: strong(),
    });
    const response = await POST(
      loginRequest({ username: 'owner', password: 'change-me' }),
      noParams,
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await response.json()).error.message).toMatch(/published in the repository/);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[admin\] Admin area disabled/));
  });
});

describe('in development', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it('never prints a password set in the environment', async () => {
    const password = strong();
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('ADMIN_USERNAME', '');
    vi.stubEnv('ADMIN_PASSWORD', password);
    vi.stubEnv('AUTH_SECRET', '');
    vi.resetModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { adminConfig: fresh } = await import('@/lib/env');
    expect(fresh()).toMatchObject({ ok: true, password, usingDefaults: true });
    const printed = warn.mock.calls.flat().join('\n');
    expect(printed).toMatch(
      /development defaults in use: username "admin", password from ADMIN_PASSWORD/,
    );
    expect(printed).not.toContain(password);
  });
});
