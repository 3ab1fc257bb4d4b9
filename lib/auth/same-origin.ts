import 'server-only';
import { env } from '@/lib/env';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Browsers send `Origin` on cross-site writes; SameSite=Lax already withholds the session
 * cookie there, and this refuses them outright as well. Requests without `Origin` (curl,
 * server-to-server) are not browser forgeries and pass.
 */
export function isForeignWrite(request: Request) {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin !== new URL(request.url).origin && origin !== new URL(env.SITE_URL).origin;
}
