import 'server-only';
import { REVALIDATE_SECONDS } from '@/lib/cache/data-cache';

/** The stale window is an hour, not a day: `isOpen` and admin deletions should not linger. */
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate=3600`;

export function publicJson(data: unknown, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  merged.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  return Response.json(data, { headers: merged });
}
