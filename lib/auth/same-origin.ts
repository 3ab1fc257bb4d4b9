import 'server-only';
import { env } from '@/lib/env';
import { ADMIN_REQUEST_HEADER } from './admin-request-header';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'Cross-site admin requests are not allowed.';
export const CROSS_ORIGIN_MESSAGE = 'Cross-origin admin requests are not allowed.';
export const ADMIN_HEADER_MESSAGE = `Admin changes must come from the admin panel (header ${ADMIN_REQUEST_HEADER}: 1).`;

/** Why a browser request to the admin API looks forged, or null; the rules are in docs/security.md. */
export function foreignRequestMessage(
  request: Request,
  { requireAdminHeader = true }: { requireAdminHeader?: boolean } = {},
) {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return CROSS_SITE_MESSAGE;
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return null;
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin && origin !== new URL(env.SITE_URL).origin)
    return CROSS_ORIGIN_MESSAGE;
  const fromBrowser = origin !== null || site !== null;
  if (requireAdminHeader && fromBrowser && request.headers.get(ADMIN_REQUEST_HEADER) !== '1')
    return ADMIN_HEADER_MESSAGE;
  return null;
}
