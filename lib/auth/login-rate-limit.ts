import 'server-only';
import { attemptLog } from './attempt-log';

const WINDOW_MS = 15 * 60 * 1000;

/** Failed logins from one client address. */
export const ADDRESS_LIMIT = { max: 5, windowMs: WINDOW_MS };
/**
 * Failed logins for one username from any address, so rotating addresses buys no more
 * guesses. Higher than the address limit: an attacker can lock the username out, and the
 * admin should rarely meet that.
 */
export const USERNAME_LIMIT = { max: 10, windowMs: WINDOW_MS };

const addressKey = (address: string) => `address:${address}`;
const usernameKey = (username: string) => `username:${username.trim().toLowerCase()}`;

export type LoginAttempt =
  { allowed: false; retryAfterSeconds: number } | { allowed: true; succeeded: () => Promise<void> };

/**
 * Checks both limits and, when neither is reached, records the attempt as a failure in both
 * before the password is checked, in one locked transaction shared by every instance
 * (lib/auth/attempt-log.ts), so a burst of parallel requests cannot all pass while bcrypt
 * works. `succeeded()` then clears the address and takes the attempt back from the username.
 */
export async function beginLoginAttempt(
  address: string,
  username: string,
  now = Date.now(),
): Promise<LoginAttempt> {
  const keys = [
    { key: addressKey(address), limit: ADDRESS_LIMIT },
    { key: usernameKey(username), limit: USERNAME_LIMIT },
  ];
  const { retryAfterSeconds, ids } = await attemptLog.checkAndRecord(keys, now);
  if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
  return {
    allowed: true,
    succeeded: async () => {
      await attemptLog.clear(addressKey(address));
      await attemptLog.forgive(ids);
    },
  };
}

/** The 429 message, in minutes as a person reads it. */
export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
