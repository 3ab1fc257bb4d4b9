import 'server-only';
import { errorResponse, toErrorResponse } from '@/lib/api/errors';
import { ApiError } from '@/lib/errors';
import { adminConfig } from '@/lib/env';
import { foreignRequestMessage } from './same-origin';
import { type AdminSession, sessionFromToken, sessionTokenFrom } from './session';

type RouteContext<P> = { params: Promise<P> };
type AdminHandler<P> = (
  request: Request,
  context: RouteContext<P> & { admin: AdminSession },
) => Promise<Response>;

export const ADMIN_CACHE_CONTROL = 'private, no-store';

export function privateNoStore(response: Response): Response {
  try {
    response.headers.set('Cache-Control', ADMIN_CACHE_CONTROL);
    return response;
  } catch {
    // Immutable headers (a response passed through from fetch): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', ADMIN_CACHE_CONTROL);
    return copy;
  }
}

/** Configured, not forged, a valid session (never refused by the login limit); errors in the one JSON shape. */
export function withAdmin<P = Record<string, never>>(handler: AdminHandler<P>) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      const config = adminConfig();
      if (!config.ok) return privateNoStore(errorResponse(503, config.reason));
      const foreign = foreignRequestMessage(request);
      if (foreign) throw new ApiError(403, foreign);
      const admin = await sessionFromToken(sessionTokenFrom(request));
      if (!admin) throw new ApiError(401, 'Authentication required. Please log in.');
      return privateNoStore(await handler(request, { ...context, admin }));
    } catch (error) {
      return privateNoStore(toErrorResponse(error));
    }
  };
}
