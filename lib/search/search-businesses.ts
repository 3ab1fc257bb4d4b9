import 'server-only';
import type { BusinessDto } from '@/lib/data/business-dto';
import { businessesInOrder } from '@/lib/data/ranked-list';
import { distanceKm, kmToMiles, type Point } from '@/lib/geo/distance';
import { findBusinesses, type BusinessQuery } from './find';
import { suggestFor, type SearchSuggestion } from './suggest';

export type { BusinessQuery, SortOrder } from './find';
export { SORT_ORDERS } from './sort';
export type { SearchSuggestion } from './suggest';
export { COUNT_CAP } from './rank';

/** A result; distances when the search had a point and the business has coordinates. */
export type FoundBusiness = BusinessDto & { distanceKm?: number; distanceMiles?: number };

export type SearchResult = {
  businesses: FoundBusiness[];
  /** The point distances are measured from, when the search had one. */
  point?: Point;
  /** The circle searched around the point: given, the default, or widened to find matches. */
  radiusKm?: number;
  /** The place searched, as the visitor will recognise it ("LS6 2AB", "Leeds"). */
  placeLabel?: string;
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
