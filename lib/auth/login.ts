import 'server-only';
import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { adminConfig, env } from '@/lib/env';
import { isBcryptHash, passwordProblem } from '@/lib/env/secrets';
import { clientAddress } from './client-address';
import { verifyCredentials } from './credentials';
import { beginLoginAttempt, tooManyAttemptsMessage } from './login-rate-limit';
import { LOGIN_BODY_MAX_BYTES, readJsonBody } from './read-json-body';
import { foreignRequestMessage } from './same-origin';
import { createSessionToken, sessionSetCookies } from './session';

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'is required').max(200),
  password: z.string().min(1, 'is required').max(1000),
});

/** A hash hides the password, so production checks it the first time it is typed. */
function refuseWeakHashedPassword(password: string, configured: string) {
  if (env.NODE_ENV !== 'production' || !isBcryptHash(configured)) return;
  const problem = passwordProblem(password);
  if (!problem) return;
  const reason = `Admin area disabled: ${problem} (the password behind the bcrypt hash). Choose a new, unpublished one.`;
  console.error(`[admin] ${reason}`);
  throw new ApiError(503, reason);
}

export async function login(request: Request): Promise<Response> {
  const config = adminConfig();
  if (!config.ok) throw new ApiError(503, config.reason);
  const foreign = foreignRequestMessage(request, { requireAdminHeader: false });
  if (foreign) throw new ApiError(403, foreign);
  const credentials = loginSchema.parse(
    await readJsonBody(request, {
      maxBytes: LOGIN_BODY_MAX_BYTES,
      invalidMessage: 'Request body must be JSON: { "username", "password" }.',
    }),
  );

  const attempt = await beginLoginAttempt(clientAddress(request.headers), credentials.username);
  if (!attempt.allowed) {
    throw new ApiError(429, tooManyAttemptsMessage(attempt.retryAfterSeconds), undefined, {
      'Retry-After': String(attempt.retryAfterSeconds),
    });
  }
  if (!(await verifyCredentials(credentials, config))) {
    throw new ApiError(401, 'Invalid credentials.');
  }
  await attempt.succeeded();
  refuseWeakHashedPassword(credentials.password, config.password);
  const token = await createSessionToken(config);
  const headers = new Headers();
  for (const cookie of sessionSetCookies(token)) headers.append('Set-Cookie', cookie);
  return Response.json({ authenticated: true, username: config.username }, { headers });
}
