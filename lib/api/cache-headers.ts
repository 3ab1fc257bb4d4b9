import 'server-only';
import { REVALIDATE_SECONDS } from '@/lib/data/cache';

/**
 * Public reads may sit on a CDN as long as the data cache keeps them fresh, then be served
 * stale for a day while one request refreshes them: the directory changes by import, rarely.
 */
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate=86400`;

/** A JSON response for a public GET, with the CDN cache headers (plus any extra headers). */
export function publicJson(data: unknown, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  merged.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  return Response.json(data, { headers: merged });
}
