// The login limit and the logout list live in PostgreSQL: what one instance (here: one module
// instance) recorded, a fresh one (another server, or the same after a restart) still sees.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { adminSessionCookie } from '@/tests/support/admin-session';

type RateLimit = typeof import('@/lib/auth/login-rate-limit');
type Session = typeof import('@/lib/auth/session');

/** A new copy of the module, with none of the previous copy's memory: a restarted instance. */
async function fresh<T>(path: string): Promise<T> {
  vi.resetModules();
  return (await import(path)) as T;
}
const limiter = () => fresh<RateLimit>('@/lib/auth/login-rate-limit');

afterAll(async () => {
  await db.loginAttempt.deleteMany({ where: { key: { contains: 'shared-test' } } });
});

describe('login limit shared through PostgreSQL', () => {
  it('five failures from one address over two instances trip the limit, also after a restart', async () => {
    const address = '198.51.100.7';
    const now = Date.now();
    const instanceA = await limiter();
    const instanceB = await limiter();
    for (let i = 0; i < 5; i++) {
      const instance = i % 2 ? instanceB : instanceA;
      expect((await instance.beginLoginAttempt(address, `shared-test-a${i}`, now)).allowed).toBe(
        true,
      );
    }
    expect(await instanceB.beginLoginAttempt(address, 'shared-test-x', now)).toEqual({
      allowed: false,
      retryAfterSeconds: 15 * 60,
    });
    const restarted = await limiter();
    expect((await restarted.beginLoginAttempt(address, 'shared-test-y', now)).allowed).toBe(false);
    // The window slides: fifteen minutes later the address may try again.
    const later = now + 15 * 60 * 1000;
    expect((await restarted.beginLoginAttempt(address, 'shared-test-z', later)).allowed).toBe(true);
  });

  it('limits a username across rotating addresses; case and spaces make no new username', async () => {
    const { beginLoginAttempt, USERNAME_LIMIT } = await limiter();
    const now = Date.now();
    const allowed = [];
    for (let i = 0; i < 12; i++) {
      allowed.push((await beginLoginAttempt(`198.18.0.${i}`, ' Shared-Test-Owner ', now)).allowed);
    }
    expect(allowed.filter(Boolean)).toHaveLength(USERNAME_LIMIT.max);
    expect((await beginLoginAttempt('198.18.1.1', 'SHARED-TEST-OWNER', now)).allowed).toBe(false);
  });

  it('a parallel burst over two instances gets no more than the limit', async () => {
    const instances = [await limiter(), await limiter()];
    const now = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instances[i % 2]!.beginLoginAttempt('203.0.113.199', 'shared-test-burst', now),
      ),
    );
    expect(burst.filter((attempt) => attempt.allowed)).toHaveLength(5);
  });

  it('a success clears its address and takes its attempt back from the username', async () => {
    const { beginLoginAttempt } = await limiter();
    const now = Date.now();
    for (let i = 0; i < 4; i++) await beginLoginAttempt('192.0.2.50', `shared-test-s${i}`, now);
    const ok = await beginLoginAttempt('192.0.2.50', 'shared-test-s', now);
    if (!ok.allowed) throw new Error('refused');
    await ok.succeeded();
    for (let i = 0; i < 5; i++) {
      expect((await beginLoginAttempt('192.0.2.50', `shared-test-t${i}`, now)).allowed).toBe(true);
    }
    expect(await db.loginAttempt.count({ where: { key: 'username:shared-test-s' } })).toBe(0);
  });
});

describe('logout shared through PostgreSQL', () => {
  it('a session logged out on one instance is refused by another and after a restart', async () => {
    const cookie = await adminSessionCookie();
    const request = new Request('http://localhost/api/admin/logout', { headers: { cookie } });
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const instanceA = await fresh<Session>('@/lib/auth/session');
    const instanceB = await fresh<Session>('@/lib/auth/session');
    expect(await instanceB.sessionFromToken(token)).not.toBeNull();
    await instanceA.revokeSession(request);
    expect(await instanceB.sessionFromToken(token)).toBeNull();
    const restarted = await fresh<Session>('@/lib/auth/session');
    expect(await restarted.sessionFromToken(token)).toBeNull();
    // Another session of the same admin is untouched.
    const other = await adminSessionCookie();
    expect(await restarted.sessionFromToken(other.slice(other.indexOf('=') + 1))).not.toBeNull();
  });
});
