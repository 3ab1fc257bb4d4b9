import { describe, expect, it } from 'vitest';
import { AttemptLog } from './attempt-log';
import { ADDRESS_LIMIT, USERNAME_LIMIT, beginLoginAttempt } from './login-rate-limit';

const WINDOW = 15 * 60 * 1000;

describe('AttemptLog', () => {
  it('allows five attempts in 15 minutes, then asks to wait until the oldest expires', () => {
    const log = new AttemptLog({ max: 5, windowMs: WINDOW });
    const start = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(log.retryAfterSeconds('a', start + i * 60_000)).toBe(0);
      log.record('a', start + i * 60_000);
    }
    expect(log.retryAfterSeconds('a', start + 5 * 60_000)).toBe(10 * 60);
    expect(log.retryAfterSeconds('a', start + WINDOW - 1)).toBe(1);
    // The first attempt has left the window: one is allowed again.
    expect(log.retryAfterSeconds('a', start + WINDOW)).toBe(0);
  });

  it('takes back one forgiven attempt and forgets a cleared key', () => {
    const log = new AttemptLog({ max: 2, windowMs: WINDOW });
    log.record('a', 10);
    log.record('a', 20);
    expect(log.retryAfterSeconds('a', 30)).toBeGreaterThan(0);
    log.forgive('a', 20);
    expect(log.retryAfterSeconds('a', 30)).toBe(0);
    log.record('a', 40);
    log.clear('a');
    expect(log.retryAfterSeconds('a', 50)).toBe(0);
  });

  it('keeps at most maxKeys keys however many addresses a flood brings', () => {
    const log = new AttemptLog({ max: 5, windowMs: WINDOW }, 1_000);
    for (let i = 0; i < 50_000; i++) log.record(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, i);
    expect(log.size).toBe(1_000);
  });
});

describe('beginLoginAttempt', () => {
  it('limits each address to five failures, and a success clears its address', () => {
    const now = 5_000_000;
    for (let i = 0; i < ADDRESS_LIMIT.max; i++) {
      expect(beginLoginAttempt('192.0.2.1', `user-a${i}`, now).allowed).toBe(true);
    }
    const refused = beginLoginAttempt('192.0.2.1', 'user-a-new', now);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });

    const ok = beginLoginAttempt('192.0.2.2', 'user-b', now);
    if (!ok.allowed) throw new Error('refused');
    ok.succeeded();
    for (let i = 0; i < ADDRESS_LIMIT.max; i++) {
      expect(beginLoginAttempt('192.0.2.2', `user-b${i}`, now).allowed).toBe(true);
    }
  });

  it('limits a username across rotating addresses', () => {
    const now = 6_000_000;
    const allowed = Array.from(
      { length: 12 },
      (_, i) => beginLoginAttempt(`198.18.0.${i}`, ' Owner ', now).allowed,
    );
    expect(allowed.filter(Boolean)).toHaveLength(USERNAME_LIMIT.max);
    // Case and spaces do not make another username.
    expect(beginLoginAttempt('198.18.1.1', 'OWNER', now).allowed).toBe(false);
  });

  it('records before the password is checked, so a burst gets no more than the limit', () => {
    const now = 7_000_000;
    // Twenty requests that all arrive before any password check has finished.
    const burst = Array.from({ length: 20 }, () => beginLoginAttempt('203.0.113.99', 'burst', now));
    expect(burst.filter((attempt) => attempt.allowed)).toHaveLength(ADDRESS_LIMIT.max);
  });
});
