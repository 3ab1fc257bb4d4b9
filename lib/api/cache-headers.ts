import 'server-only';
import { REVALIDATE_SECONDS } from '@/lib/data/cache';

/**
 * Public reads may sit on a CDN as long as the data cache keeps them fresh, then be served
 * stale while one request refreshes them. The stale window is an hour, not a day: `isOpen`
 * and admin deletions should not linger on a rarely visited URL.
 */
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate=3600`;

/** A JSON response for a public GET, with the CDN cache headers (plus any extra headers). */
export function publicJson(data: unknown, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  merged.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  return Response.json(data, { headers: merged });
}
