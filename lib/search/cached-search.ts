import 'server-only';
import { CACHE_TAGS, cachedRead } from '@/lib/data/cache';
import { withReadSlot } from '@/lib/data/read-gate';
import { parseNear } from '@/lib/geo/distance';
import { fromSearchKey } from './query';
import type { BusinessQuery } from './plan';
import { searchBusinesses } from './search-businesses';

/** The read a search key (lib/search/query.ts `searchKey`) names. */
export function businessQueryOf(key: string): BusinessQuery {
  const { query, window } = fromSearchKey(key);
  const { near, open, ...rest } = query;
  const point = near ? parseNear(near) : undefined;
  return {
    ...rest,
    ...(point && !('error' in point) ? { near: point } : {}),
    ...(open ? { openAt: window.openAt ?? Date.now() } : {}),
    limit: window.limit,
    offset: window.offset,
  };
}

// The API's read, cached by key; the page's HTML is already cached under the same key (docs/search.md).
export const cachedSearch = cachedRead(
  (key: string) => searchBusinesses(businessQueryOf(key)),
  'search-businesses',
  () => [CACHE_TAGS.ranked],
);

/** One search read, waiting for a public read slot (lib/data/read-gate.ts). */
export const gatedSearch = (key: string) =>
  withReadSlot(() => searchBusinesses(businessQueryOf(key)));
