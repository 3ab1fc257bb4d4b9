import 'server-only';
import { ApiError, errorResponse, toErrorResponse } from '@/lib/api/errors';
import { adminConfig, env } from '@/lib/env';
import { readSession, type AdminSession } from './session';

type RouteContext<P> = { params: Promise<P> };
type AdminHandler<P> = (
  request: Request,
  context: RouteContext<P> & { admin: AdminSession },
) => Promise<Response>;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Browsers send `Origin` on cross-site writes; SameSite=Lax already withholds the cookie
 * there, this refuses them outright as well. Requests without `Origin` (curl, tests) pass.
 */
function isForeignOrigin(request: Request) {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const allowed = [new URL(request.url).origin, new URL(env.SITE_URL).origin];
  return !allowed.includes(origin);
}

/**
 * Every `/api/admin/*` handler (except login) goes through this: the admin area must be
 * configured, the session valid, and writes same-origin. Errors leave as the one JSON shape.
 */
export function withAdmin<P = Record<string, never>>(handler: AdminHandler<P>) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      const config = adminConfig();
      if (!config.ok) return errorResponse(503, config.reason);
      if (isForeignOrigin(request)) {
        throw new ApiError(403, 'Cross-origin admin requests are not allowed.');
      }
      const admin = await readSession(request);
      if (!admin) throw new ApiError(401, 'Authentication required. Please log in.');
      return await handler(request, { ...context, admin });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
