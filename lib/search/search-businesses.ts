import 'server-only';
import type { BusinessDto } from '@/lib/data/business-dto';
import { getBusinessesPage } from '@/lib/data/businesses';
import { getStatistics } from '@/lib/data/summaries';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';
import { spreadPage } from '@/lib/data/brand-spread';
import { businessesInOrder } from '@/lib/data/ranked-list';
import { withReadSlot } from '@/lib/db/read-gate';
import { invalidParam } from '@/lib/errors';
import { townCentre, districtCentre } from '@/lib/geo/places';
import { distanceKm, kmToMiles, parseNear, type Point } from '@/lib/geo/distance';
import { readPlan, type Found } from './reads';
import { centreSource, planSearch, type BusinessQuery, type Page, type SearchPlan } from './plan';
import { fromSearchKey, searchKey, type SearchQuery } from './query';
import { normaliseSearchText } from './query-text';
import { resolveLocation } from './location';
import { suggestFor, type SearchSuggestion } from './suggest';
import { analyseWhat } from './what';

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

/** The API's read (`GET /api/businesses`): a cached search, or with nothing asked the directory's plain list. */
export async function listBusinesses(
  query: SearchQuery,
  window: Page,
  now = Date.now(),
): Promise<{ businesses: FoundBusiness[]; totalCount: number }> {
  const { limit, offset } = window;
  if (Object.keys(query).length === 0) {
    const [businesses, statistics] = await Promise.all([
      getBusinessesPage({ limit, offset }),
      getStatistics(),
    ]);
    return { businesses, totalCount: statistics.totalBusinesses };
  }
  const found = await cachedSearch(searchKey(query, { limit, offset, openAt: now }));
  if (query.sort === 'distance' && !found.point) {
    throw invalidParam(
      'sort',
      'distance needs a point, and this location is not one (try a town, district or postcode)',
    );
  }
  return found;
}

// The API's read, cached by key; the page's HTML is already cached under the same key (docs/search.md).
export const cachedSearch = cachedRead(
  (key: string) => searchBusinesses(businessQueryOf(key)),
  'search-businesses',
  () => [CACHE_TAGS.ranked],
);

/** One search read, waiting for a public read slot (lib/db/read-gate.ts). */
export const gatedSearch = (key: string) =>
  withReadSlot(() => searchBusinesses(businessQueryOf(key)));

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

/** The one search behind the home page, the browse page and the API (docs/search.md). */
export async function searchBusinesses(query: BusinessQuery): Promise<SearchResult> {
  const found = await findBusinesses(query);
  const [businesses, suggestion] = await Promise.all([
    businessesInOrder(found.ids),
    found.totalCount === 0 && (found.q || found.locationText)
      ? suggestFor(found, Boolean(query.category && query.category !== 'all'), findPage)
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

/** A search page; in relevance order a chain takes at most 3 places of page 1 (brand-spread.ts). */
async function findBusinesses(query: BusinessQuery): Promise<Found> {
  const plan = await resolveSearch(query);
  if (plan.read === 'nothing' || (plan.query.sort ?? 'relevance') !== 'relevance') {
    return readPlan(plan, plan.page);
  }
  const found = await spreadPage((page) => readPlan(plan, page), plan.page);
  return { ...found, limit: plan.page.limit };
}

/** findBusinesses without the brand spread: one read of exactly the page asked for. */
async function findPage(query: BusinessQuery): Promise<Found> {
  const plan = await resolveSearch(query);
  return readPlan(plan, plan.page);
}

/** The text analysed, the place resolved and its centre point read: what a plan is made from. */
async function resolveSearch(query: BusinessQuery): Promise<SearchPlan> {
  const q = normaliseSearchText(query.q);
  const text = normaliseSearchText(query.location);
  const [what, location] = await Promise.all([analyseWhat(q), resolveLocation(text)]);
  const source = location?.kind === 'unknown' ? null : centreSource(query, location);
  const point =
    source?.kind === 'near'
      ? source.point
      : source?.kind === 'district'
        ? await districtCentre(source.district)
        : source?.kind === 'town'
          ? await townCentre(source.city)
          : null;
  return planSearch({ ...query, q }, { text, location, point }, what);
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
