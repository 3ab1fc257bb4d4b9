import 'server-only';
import { ApiError, errorResponse, toErrorResponse } from '@/lib/api/errors';
import { adminConfig } from '@/lib/env';
import { isForeignWrite } from './same-origin';
import { readSession, type AdminSession } from './session';

type RouteContext<P> = { params: Promise<P> };
type AdminHandler<P> = (
  request: Request,
  context: RouteContext<P> & { admin: AdminSession },
) => Promise<Response>;

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin admin requests are not allowed.';

/**
 * Every `/api/admin/*` handler (except login) goes through this: the admin area must be
 * configured, writes same-origin, and the session valid. Errors leave as the one JSON shape.
 */
export function withAdmin<P = Record<string, never>>(handler: AdminHandler<P>) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      const config = adminConfig();
      if (!config.ok) return errorResponse(503, config.reason);
      if (isForeignWrite(request)) throw new ApiError(403, CROSS_ORIGIN_MESSAGE);
      const admin = await readSession(request);
      if (!admin) throw new ApiError(401, 'Authentication required. Please log in.');
      return await handler(request, { ...context, admin });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
