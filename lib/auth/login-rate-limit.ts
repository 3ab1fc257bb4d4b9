import 'server-only';
import { AttemptLog } from './attempt-log';

const WINDOW_MS = 15 * 60 * 1000;

/** Failed logins (and invalid session cookies) from one client address. */
export const ADDRESS_LIMIT = { max: 5, windowMs: WINDOW_MS };
/**
 * Failed logins for one username from any address, so rotating addresses buys no more
 * guesses. Higher than the address limit: an attacker can lock the username out, and the
 * admin should rarely meet that.
 */
export const USERNAME_LIMIT = { max: 10, windowMs: WINDOW_MS };

// One process guards its own logins; sharing the counts across instances belongs to the
// scale-out work (a store in PostgreSQL or Redis).
const byAddress = new AttemptLog(ADDRESS_LIMIT);
const byUsername = new AttemptLog(USERNAME_LIMIT);

const usernameKey = (username: string) => username.trim().toLowerCase();

export type LoginAttempt =
  { allowed: false; retryAfterSeconds: number } | { allowed: true; succeeded: () => void };

/**
 * Checks both limits and, when neither is reached, records the attempt as a failure in both
 * before the password is checked: the check and the record happen in one synchronous step,
 * so a burst of parallel requests cannot all pass while bcrypt works. `succeeded()` then
 * clears the address and takes the attempt back from the username.
 */
export function beginLoginAttempt(address: string, username: string, now = Date.now()) {
  const user = usernameKey(username);
  const retryAfterSeconds = Math.max(
    byAddress.retryAfterSeconds(address, now),
    byUsername.retryAfterSeconds(user, now),
  );
  if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds } satisfies LoginAttempt;
  byAddress.record(address, now);
  byUsername.record(user, now);
  return {
    allowed: true,
    succeeded: () => {
      byAddress.clear(address);
      byUsername.forgive(user, now);
    },
  } satisfies LoginAttempt;
}

/** Seconds an address must wait before its session cookies are looked at again, or 0. */
export const sessionRetryAfterSeconds = (address: string, now = Date.now()) =>
  byAddress.retryAfterSeconds(address, now);

/** A session cookie that did not decode: to the address's count, like a failed login. */
export const recordInvalidSession = (address: string, now = Date.now()) =>
  byAddress.record(address, now);

/** The 429 message, in minutes as a person reads it. */
export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
