import 'server-only';
import type { BusinessDto } from '@/lib/data/business-dto';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';
import { businessesInOrder } from '@/lib/data/ranked-list';
import { withReadSlot } from '@/lib/db/read-gate';
import { distanceKm, kmToMiles, parseNear, type Point } from '@/lib/geo/distance';
import { findBusinesses } from './reads';
import type { BusinessQuery } from './plan';
import { fromSearchKey } from './query';
import { suggestFor, type SearchSuggestion } from './suggest';

export type { BusinessQuery } from './plan';
export type { SortOrder } from './sort';
export { SORT_ORDERS } from './sort';
export type { SearchSuggestion } from './suggest';
export { COUNT_CAP } from './rank';

export type FoundBusiness = BusinessDto & { distanceKm?: number; distanceMiles?: number };

export type SearchResult = {
  businesses: FoundBusiness[];
  point?: Point;
  radiusKm?: number;
  placeLabel?: string;
  totalCount: number;
  totalPages: number;
  totalCountCapped: boolean;
  suggestion?: SearchSuggestion;
};

/** The one search behind the home page, the browse page and the API (docs/search.md). */
export async function searchBusinesses(query: BusinessQuery): Promise<SearchResult> {
  const found = await findBusinesses(query);
  const [businesses, suggestion] = await Promise.all([
    businessesInOrder(found.ids),
    found.totalCount === 0 && (found.q || found.locationText)
      ? suggestFor(found, Boolean(query.category && query.category !== 'all'))
      : undefined,
  ]);
  const { point, location } = found;
  const placeLabel = location && location.kind !== 'unknown' ? location.label : undefined;
  return {
    businesses: point ? businesses.map((business) => withDistance(business, point)) : businesses,
    ...(point ? { point } : {}),
    ...(found.radiusKm !== undefined ? { radiusKm: found.radiusKm } : {}),
    ...(placeLabel ? { placeLabel } : {}),
    totalCount: found.totalCount,
    totalPages: Math.ceil(found.totalCount / found.limit),
    totalCountCapped: found.capped,
    ...(suggestion ? { suggestion } : {}),
  };
}

function withDistance(business: BusinessDto, point: Point): FoundBusiness {
  const { latitude: lat, longitude: lng } = business;
  if (lat == null || lng == null) return business;
  // Tens of metres are enough for "0.4 mi away"; fewer digits keep cached results small.
  const km = distanceKm(point, { lat, lng });
  return {
    ...business,
    distanceKm: Math.round(km * 100) / 100,
    distanceMiles: Math.round(kmToMiles(km) * 100) / 100,
  };
}

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
