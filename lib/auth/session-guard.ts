import 'server-only';
import { recordInvalidSession, sessionRetryAfterSeconds } from './login-rate-limit';
import { sessionFromToken, type AdminSession } from './session';

export type SessionCheck =
  { session: AdminSession; retryAfterSeconds: 0 } | { session: null; retryAfterSeconds: number };

/**
 * The session a cookie value carries, behind the login's per-address limit: each invalid
 * cookie counts as a failed login, and a limited address gets no answer about its cookies at
 * all, so no admin route or page can serve as an oracle for guessing AUTH_SECRET. A missing
 * cookie is no attempt and costs nothing.
 */
export async function guardedSession(
  token: string | undefined,
  address: string,
): Promise<SessionCheck> {
  if (!token) return { session: null, retryAfterSeconds: 0 };
  const retryAfterSeconds = await sessionRetryAfterSeconds(address);
  if (retryAfterSeconds > 0) return { session: null, retryAfterSeconds };
  const session = await sessionFromToken(token);
  if (session) return { session, retryAfterSeconds: 0 };
  await recordInvalidSession(address);
  return { session: null, retryAfterSeconds: 0 };
}
