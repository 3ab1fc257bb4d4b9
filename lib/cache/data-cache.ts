import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { withReadSlot } from '@/lib/db/read-gate';

// Next drops tags over 256 characters; a shorter prefix only expires a little more.
const tag = (kind: string, value: string) => `${kind}:${value}`.slice(0, 200);

/** Every read also carries BUSINESSES, which bulk writes expire: docs/caching.md. */
export const CACHE_TAGS = {
  businesses: 'businesses',
  counts: 'counts',
  ranked: 'ranked',
  recommended: 'recommended',
  latest: 'latest',
  business: (id: string) => tag('business', id),
  slug: (slug: string) => tag('slug', slug),
  town: (citySlug: string) => tag('town', citySlug),
  category: (categorySlug: string) => tag('category', categorySlug),
  group: (groupSlug: string) => tag('group', groupSlug),
  related: (citySlug: string, groupSlug: string) => tag('related', `${citySlug}/${groupSlug}`),
} as const;

export const REVALIDATE_SECONDS = 300;

/** A miss reads within the public read limit (read-gate.ts); a hit costs no slot. */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tagsFor: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  const gated = (...args: Args) => withReadSlot(() => read(...args));
  // A wrapper per call gives each call its own tags; the key still comes from `key` and the arguments.
  return (...args: Args) =>
    unstable_cache(gated, [key], {
      tags: [CACHE_TAGS.businesses, ...tagsFor(...args)],
      revalidate: REVALIDATE_SECONDS,
    })(...args);
}

/** Next adds an unstable_cache call's tags to the page rendering it, so these expire the page too. */
export async function tagPage(...tags: string[]) {
  await unstable_cache(async () => null, ['page-tags', ...tags], {
    tags: [CACHE_TAGS.businesses, ...tags],
    revalidate: false,
  })();
}

const secondLong = unstable_cache(async () => null, ['second-long'], { revalidate: 1 });

/** The error state is replaced a second later instead of lasting the whole cache window. */
export async function expireRenderSoon() {
  await secondLong();
}

/** After a write: replicas first replay it, so no page is rebuilt without it (docs/database.md). */
export async function expireTags(tags: Iterable<string>) {
  // Imported on use: lib/db connects on import, and this module's constants need no database.
  const { replicasCaughtUp } = await import('@/lib/db');
  await replicasCaughtUp();
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
