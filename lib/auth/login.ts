import 'server-only';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { adminConfig } from '@/lib/env';
import { verifyCredentials } from './credentials';
import {
  clearLoginFailures,
  loginRateLimitKey,
  loginRetryAfterSeconds,
  recordLoginFailure,
} from './login-rate-limit';
import { isForeignWrite } from './same-origin';
import { createSessionToken, sessionSetCookie } from './session';
import { CROSS_ORIGIN_MESSAGE } from './with-admin';

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'is required').max(200),
  password: z.string().min(1, 'is required').max(1000),
});

async function readBody(request: Request) {
  try {
    return await request.json();
  } catch {
    throw new ApiError(400, 'Request body must be JSON: { "username", "password" }.');
  }
}

/**
 * POST /api/admin/login: checks the credentials, at most five failures per address and
 * username in 15 minutes, and answers with the session cookie.
 */
export async function login(request: Request): Promise<Response> {
  const config = adminConfig();
  if (!config.ok) throw new ApiError(503, config.reason);
  if (isForeignWrite(request)) throw new ApiError(403, CROSS_ORIGIN_MESSAGE);
  const credentials = loginSchema.parse(await readBody(request));

  const key = loginRateLimitKey(request, credentials.username);
  const retryAfter = loginRetryAfterSeconds(key);
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    throw new ApiError(
      429,
      `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(retryAfter) },
    );
  }
  if (!(await verifyCredentials(credentials, config))) {
    recordLoginFailure(key);
    throw new ApiError(401, 'Invalid credentials.');
  }
  clearLoginFailures(key);
  const token = await createSessionToken(config.username, config.secret);
  return Response.json(
    { authenticated: true, username: config.username },
    { headers: { 'Set-Cookie': sessionSetCookie(token), 'Cache-Control': 'no-store' } },
  );
}
