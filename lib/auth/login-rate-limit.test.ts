import { describe, expect, it } from 'vitest';
import {
  LOGIN_WINDOW_MS,
  clearLoginFailures,
  loginRateLimitKey,
  loginRetryAfterSeconds,
  recordLoginFailure,
} from './login-rate-limit';

describe('login rate limit', () => {
  it('allows five failures in 15 minutes, then asks to wait until the oldest expires', () => {
    const key = 'unit-a';
    const start = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(loginRetryAfterSeconds(key, start + i * 60_000)).toBe(0);
      recordLoginFailure(key, start + i * 60_000);
    }
    const now = start + 5 * 60_000;
    expect(loginRetryAfterSeconds(key, now)).toBe(10 * 60);
    expect(loginRetryAfterSeconds(key, start + LOGIN_WINDOW_MS - 1)).toBe(1);
    // The first failure has left the window: one attempt is allowed again.
    expect(loginRetryAfterSeconds(key, start + LOGIN_WINDOW_MS)).toBe(0);
  });

  it('forgets the failures of a successful login', () => {
    const key = 'unit-b';
    for (let i = 0; i < 5; i++) recordLoginFailure(key, 10);
    clearLoginFailures(key);
    expect(loginRetryAfterSeconds(key, 20)).toBe(0);
  });

  it('keys by client address and case-insensitive username', () => {
    const request = (headers: Record<string, string>) => new Request('http://x/', { headers });
    expect(loginRateLimitKey(request({ 'x-forwarded-for': '1.2.3.4, 10.0.0.1' }), ' Admin ')).toBe(
      '1.2.3.4\nadmin',
    );
    expect(loginRateLimitKey(request({ 'x-real-ip': '5.6.7.8' }), 'admin')).toBe('5.6.7.8\nadmin');
    expect(loginRateLimitKey(request({}), 'admin')).toBe('unknown\nadmin');
  });
});
