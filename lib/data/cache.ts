import 'server-only';
import { unstable_cache } from 'next/cache';

/**
 * Cache tags for database reads. Admin writes (import, edit, delete, SEO generation)
 * revalidate BUSINESSES, which also refreshes every page rendered from tagged data.
 */
export const CACHE_TAGS = { businesses: 'businesses' } as const;

/** Seconds a cached read may be served before it is refreshed in the background. */
export const REVALIDATE_SECONDS = 300;

/** A database read shared across requests until its tags are revalidated. */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tags: string[] = [CACHE_TAGS.businesses],
) {
  return unstable_cache(read, [key], { tags, revalidate: REVALIDATE_SECONDS });
}
