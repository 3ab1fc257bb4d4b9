import { NextResponse, type NextRequest } from 'next/server';

const CLIENT_ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip'];

/**
 * For `proxy.ts`, on the admin API routes it matches: with no trusted proxy in front
 * (TRUSTED_PROXY_HOPS unset or 0) the client's own X-Forwarded-For and X-Real-IP are dropped,
 * so `next start` fills X-Forwarded-For with the socket's address before the route handler
 * runs. Null when there is nothing to drop.
 */
export function untrustedForwardingRemoved(request: NextRequest) {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS || 0);
  if (hops > 0 || !CLIENT_ADDRESS_HEADERS.some((name) => request.headers.has(name))) return null;
  const headers = new Headers(request.headers);
  for (const name of CLIENT_ADDRESS_HEADERS) headers.delete(name);
  return NextResponse.next({ request: { headers } });
}
