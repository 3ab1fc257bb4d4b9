import 'server-only';
import type { BusinessDto } from '@/lib/data/business-dto';
import { businessesInOrder } from '@/lib/data/ranked-list';
import { distanceKm, type Point } from '@/lib/geo/distance';
import { findBusinesses, type BusinessQuery } from './find';
import { suggestFor, type SearchSuggestion } from './suggest';

export type { BusinessQuery, SortOrder } from './find';
export { SORT_ORDERS } from './sort';
export type { SearchSuggestion } from './suggest';
export { COUNT_CAP } from './rank';

/** A result; `distanceKm` when the search had a point and the business has coordinates. */
export type FoundBusiness = BusinessDto & { distanceKm?: number };

export type SearchResult = {
  businesses: FoundBusiness[];
  /** The point distances are measured from, when the search had one. */
  point?: Point;
  totalCount: number;
  totalPages: number;
  totalCountCapped: boolean;
  suggestion?: SearchSuggestion;
};

/**
 * The one search behind the home hero, the browse page and the API. `totalCountCapped`
 * means "at least totalCount" (shown as "1,000+"); pages end there. A search that finds
 * nothing carries a `suggestion` when another one would find something.
 */
export async function searchBusinesses(query: BusinessQuery): Promise<SearchResult> {
  const found = await findBusinesses(query);
  const [businesses, suggestion] = await Promise.all([
    businessesInOrder(found.ids),
    found.totalCount === 0 && (found.q || found.locationText)
      ? suggestFor(found, Boolean(query.category && query.category !== 'all'))
      : undefined,
  ]);
  const { point } = found;
  return {
    businesses: point ? businesses.map((business) => withDistance(business, point)) : businesses,
    ...(point ? { point } : {}),
    totalCount: found.totalCount,
    totalPages: Math.ceil(found.totalCount / found.limit),
    totalCountCapped: found.capped,
    ...(suggestion ? { suggestion } : {}),
  };
}

function withDistance(business: BusinessDto, point: Point): FoundBusiness {
  const { latitude: lat, longitude: lng } = business;
  if (lat == null || lng == null) return business;
  // Metres are enough for "1.2 km away"; fewer digits keep cached results small.
  return { ...business, distanceKm: Math.round(distanceKm(point, { lat, lng }) * 100) / 100 };
}
