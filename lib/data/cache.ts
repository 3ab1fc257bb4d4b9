import 'server-only';
import { unstable_cache } from 'next/cache';
import { withReadSlot } from './read-gate';

// Tags longer than Next accepts (256 characters) would be dropped with a warning; a shorter
// prefix can only expire a little more than needed.
const tag = (kind: string, value: string) => `${kind}:${value}`.slice(0, 200);

/**
 * Cache tags for database reads, by what each depends on (docs/caching.md). Every read also
 * carries BUSINESSES, which bulk writes (import, delete-all, SEO generation) expire; an edit
 * or a delete expires only the tags of the business it touched (lib/data/business-tags.ts).
 */
export const CACHE_TAGS = {
  businesses: 'businesses',
  /** Facet counts and everything built from them (statistics, towns, categories, landings). */
  counts: 'counts',
  /** Lists over every business in rank order, and search results. */
  ranked: 'ranked',
  /** The best-ranked businesses (the home page's block, /api/businesses/recommended). */
  recommended: 'recommended',
  /** The newest businesses. */
  latest: 'latest',
  business: (id: string) => tag('business', id),
  slug: (slug: string) => tag('slug', slug),
  town: (citySlug: string) => tag('town', citySlug),
  category: (categorySlug: string) => tag('category', categorySlug),
  group: (groupSlug: string) => tag('group', groupSlug),
  /** Other businesses of one category group in one town (a detail page's "related" block). */
  related: (citySlug: string, groupSlug: string) => tag('related', `${citySlug}/${groupSlug}`),
} as const;

/** Seconds a cached read may be served before it is refreshed in the background. */
export const REVALIDATE_SECONDS = 300;

/**
 * A database read shared across requests until one of its tags is revalidated: BUSINESSES
 * and those `tagsFor` names for the arguments of the call. A miss reads within the public
 * read limit (read-gate.ts); a hit costs no slot.
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tagsFor: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  const gated = (...args: Args) => withReadSlot(() => read(...args));
  // The wrapper is made per call so each call gets its own tags; the entry's key comes from
  // `key` and the arguments only, so calls still share entries.
  return (...args: Args) =>
    unstable_cache(gated, [key], {
      tags: [CACHE_TAGS.businesses, ...tagsFor(...args)],
      revalidate: REVALIDATE_SECONDS,
    })(...args);
}

/**
 * For a cached page whose data is read uncached (search results): these tags then expire the
 * page too. Next adds an unstable_cache call's tags to the page rendering it, hit or miss.
 */
export async function tagPage(...tags: string[]) {
  await unstable_cache(async () => null, ['page-tags', ...tags], {
    tags: [CACHE_TAGS.businesses, ...tags],
    revalidate: false,
  })();
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
