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

/** A read that is stale after a second; asking for it shortens the page's cache window to that. */
const secondLong = unstable_cache(async () => null, ['second-long'], { revalidate: 1 });

/**
 * For a cached page rendering a failure: the error state is then replaced on the next request
 * a second later, instead of being served for the whole window after the cause is gone.
 */
export async function expireRenderSoon() {
  await secondLong();
}
