import { kmToMiles, milesToKm } from '@/lib/geo/distance';
import {
  canonical,
  FILTER_PARAM_KEYS,
  fromSearchKey,
  parseSearchQuery,
  searchKey,
  searchKeyOfSegment,
  searchKeySegment,
  searchParamsOf,
  type RawParams,
  type SearchQuery,
} from './query';
import { LIST_PAGE_SIZE, pageWindow, parsePage } from '@/lib/urls/pagination';

export type SearchParams = RawParams;

/** A search's filters as the page shows them: a radius that is a whole number of miles in miles. */
export type BrowseFilterParams = Omit<SearchQuery, 'q' | 'location' | 'category'> & {
  radiusMiles?: number;
};

/** The browse page's state: its search (lib/search/query.ts) and page number. */
export type BrowseParams = {
  q: string;
  location: string;
  /** '' means all categories (the spec's 'all' filter value). */
  category: string;
  page: number;
} & BrowseFilterParams;

/** Every key the browse page reads from its URL (the proxy's matcher lists each). */
export const LIST_QUERY_KEYS = ['q', 'location', 'category', 'page', ...FILTER_PARAM_KEYS] as const;

// The page's own control sends miles to two decimals: such a radius is shown and linked in miles.
function asMiles(km: number): number | undefined {
  const miles = Math.round(kmToMiles(km) * 100) / 100;
  return milesToKm(miles) === km ? miles : undefined;
}

export function browseParamsOf(query: SearchQuery, page: number): BrowseParams {
  const { q = '', location = '', category = '', radiusKm, ...filters } = query;
  const miles = radiusKm === undefined ? undefined : asMiles(radiusKm);
  return {
    q,
    location,
    category,
    page,
    ...filters,
    ...(miles !== undefined ? { radiusMiles: miles } : radiusKm !== undefined ? { radiusKm } : {}),
  };
}

export function searchQueryOf(params: Partial<BrowseParams>): SearchQuery {
  const { q, location, category, radiusMiles, radiusKm, ...filters } = params;
  delete filters.page;
  return canonical({
    q,
    location,
    category,
    ...filters,
    radiusKm: radiusMiles !== undefined ? milesToKm(radiusMiles) : radiusKm,
  });
}

export function parseBrowseParams(searchParams: SearchParams): BrowseParams {
  return browseParamsOf(parseSearchQuery(searchParams, 'lenient'), parsePage(searchParams.page));
}

export function hasFilters(params: Partial<BrowseParams>): boolean {
  return activeFilterCount({ ...params, category: '' }) > 0;
}

/** How many controls of the "Filters" box are set: the category and each filter or order. */
export function activeFilterCount(params: Partial<BrowseParams>): number {
  const query = searchQueryOf(params);
  return (query.category ? 1 : 0) + FILTER_PARAM_KEYS.filter((key) => key in query).length;
}

export function isFiltered(params: BrowseParams): boolean {
  return Boolean(params.q || params.location || params.category) || hasFilters(params);
}

/** The one query of a browse state: empty filters and page 1 left out, in a fixed order. */
export function browseQuery(params: Partial<BrowseParams>): URLSearchParams {
  const query = searchParamsOf(searchQueryOf(params));
  const miles = query.has('radiusKm') ? asMiles(Number(query.get('radiusKm'))) : undefined;
  if (miles !== undefined) {
    // In the place of radiusKm, so the URL keeps its order.
    const entries = [...query].map(([key, value]): [string, string] =>
      key === 'radiusKm' ? ['radiusMiles', String(miles)] : [key, value],
    );
    return withPage(new URLSearchParams(entries), params.page);
  }
  return withPage(query, params.page);
}

function withPage(query: URLSearchParams, page: number | undefined) {
  if (page && page > 1) query.set('page', String(page));
  return query;
}

export function browsePath(params: Partial<BrowseParams>): string {
  const search = browseQuery(params).toString();
  return search ? `/businesses?${search}` : '/businesses';
}

export function unfilteredPath(params: BrowseParams): string {
  return browsePath({
    q: params.q,
    location: params.location,
    category: params.category,
    page: params.page,
  });
}

/** The search's one key as a base64url segment (a percent-encoded one may arrive decoded or not). */
export function browseKey(params: BrowseParams, at?: number): string {
  return searchKeySegment(
    searchKey(searchQueryOf(params), { ...pageWindow(params.page), openAt: at }),
  );
}

export function browseParamsFromKey(segment: string | undefined): BrowseParams {
  const { query, window } = fromSearchKey(searchKeyOfSegment(segment));
  const page = window.limit === LIST_PAGE_SIZE ? window.offset / LIST_PAGE_SIZE + 1 : 1;
  return browseParamsOf(query, parsePage(String(page)));
}
