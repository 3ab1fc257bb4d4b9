import 'server-only';
import { attemptLog } from './attempt-log';

const WINDOW_MS = 15 * 60 * 1000;

export const ADDRESS_LIMIT = { max: 5, windowMs: WINDOW_MS };
/** Per username from any address, so rotating addresses buys no more guesses; higher so the admin rarely meets it. */
export const USERNAME_LIMIT = { max: 10, windowMs: WINDOW_MS };

const addressKey = (address: string) => `address:${address}`;
const usernameKey = (username: string) => `username:${username.trim().toLowerCase()}`;

export type LoginAttempt =
  { allowed: false; retryAfterSeconds: number } | { allowed: true; succeeded: () => Promise<void> };

/** Records a failure before the password is checked, so a parallel burst cannot pass while bcrypt works. */
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

export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
