import 'server-only';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

// In memory: one server process guards its own logins. Several instances would each allow
// five failures per window; a shared store (Redis, the database) would be the next step.
const failures = new Map<string, number[]>();

function recent(key: string, now: number) {
  const times = (failures.get(key) ?? []).filter((time) => now - time < LOGIN_WINDOW_MS);
  if (times.length) failures.set(key, times);
  else failures.delete(key);
  return times;
}

/** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
export function loginRetryAfterSeconds(key: string, now = Date.now()) {
  const times = recent(key, now);
  if (times.length < LOGIN_MAX_FAILURES) return 0;
  const oldest = times[times.length - LOGIN_MAX_FAILURES] ?? now;
  return Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 1000);
}

export function recordLoginFailure(key: string, now = Date.now()) {
  failures.set(key, [...recent(key, now), now]);
  if (failures.size > 10_000) {
    for (const stale of [...failures.keys()]) recent(stale, now);
  }
}

export function clearLoginFailures(key: string) {
  failures.delete(key);
}

/**
 * The client's address as the nearest proxy reports it. Without a proxy that sets these
 * headers a client can choose its own; the limit then still binds per username and address.
 */
export function loginRateLimitKey(request: Request, username: string) {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = request.headers.get('x-real-ip')?.trim() || forwarded || 'unknown';
  return `${ip}\n${username.trim().toLowerCase()}`;
}
