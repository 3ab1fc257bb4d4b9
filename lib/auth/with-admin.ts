import 'server-only';
import { ApiError, errorResponse, toErrorResponse } from '@/lib/api/errors';
import { adminConfig } from '@/lib/env';
import { clientAddress } from './client-address';
import { tooManyAttemptsMessage } from './login-rate-limit';
import { foreignRequestMessage } from './same-origin';
import { type AdminSession, sessionTokenFrom } from './session';
import { guardedSession } from './session-guard';

type RouteContext<P> = { params: Promise<P> };
type AdminHandler<P> = (
  request: Request,
  context: RouteContext<P> & { admin: AdminSession },
) => Promise<Response>;

/**
 * Every `/api/admin/*` handler (except login) goes through this: the admin area must be
 * configured, the request not forged by another site or page (lib/auth/same-origin.ts), and
 * the session valid. Errors leave as the one JSON shape.
 */
export function withAdmin<P = Record<string, never>>(handler: AdminHandler<P>) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      const config = adminConfig();
      if (!config.ok) return errorResponse(503, config.reason);
      const foreign = foreignRequestMessage(request);
      if (foreign) throw new ApiError(403, foreign);
      const check = await guardedSession(sessionTokenFrom(request), clientAddress(request.headers));
      if (check.retryAfterSeconds > 0) {
        throw new ApiError(429, tooManyAttemptsMessage(check.retryAfterSeconds), undefined, {
          'Retry-After': String(check.retryAfterSeconds),
        });
      }
      if (!check.session) throw new ApiError(401, 'Authentication required. Please log in.');
      return await handler(request, { ...context, admin: check.session });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
