import { formatNear, parseNear, parseRadiusKm, parseRadiusMiles } from '@/lib/geo/distance';
import { SORT_ORDERS, type SortOrder } from '@/lib/search/sort';
import { slugify } from '@/lib/slug';
import { firstValue, parsePage } from './pagination';

export type SearchParams = Record<string, string | string[] | undefined>;

/** Longer text is no real search; it is cut rather than refused so the page still answers. */
const MAX_TEXT = 200;

function text(value: string | string[] | undefined): string {
  return (firstValue(value) ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_TEXT);
}

const numberOrUndefined = (value: number | { error: string }) =>
  typeof value === 'number' ? value : undefined;

/**
 * The list filters and order beside the search (the API's names, docs/api.md), in URL order:
 * the one place a filter is declared. Each reads its trimmed value; a page never refuses its
 * URL (the API answers 400 instead), so a value it cannot read is undefined, as if not set.
 */
const FILTERS = {
  /** The visitor's position, canonical "lat,lng" (rounded to about 100 m). */
  near: (value: string) => {
    const near = parseNear(value);
    return 'error' in near ? undefined : formatNear(near);
  },
  /** The API's radius, still read from older links; the page's own control sends miles. */
  radiusKm: (value: string) => numberOrUndefined(parseRadiusKm(value)),
  radiusMiles: (value: string) => numberOrUndefined(parseRadiusMiles(value)),
  open: (value: string) => (value === 'now' ? ('now' as const) : undefined),
  minRating: (value: string) => {
    const rating = Number(value || Number.NaN);
    return rating >= 1 && rating <= 5 ? rating : undefined;
  },
  hasWebsite: (value: string) => (value === 'true' ? (true as const) : undefined),
  hasPhone: (value: string) => (value === 'true' ? (true as const) : undefined),
  /** Absent means relevance. */
  sort: (value: string) =>
    SORT_ORDERS.includes(value as SortOrder) && value !== 'relevance'
      ? (value as Exclude<SortOrder, 'relevance'>)
      : undefined,
} satisfies Record<string, (value: string) => unknown>;

type FilterKey = keyof typeof FILTERS;
export type BrowseFilterParams = {
  [K in FilterKey]?: Exclude<ReturnType<(typeof FILTERS)[K]>, undefined>;
};

export type BrowseParams = {
  q: string;
  location: string;
  /** A category slug; '' means all categories (the spec's 'all' filter value). */
  category: string;
  page: number;
} & BrowseFilterParams;

/** The order the filters take in a URL, after q, location and category. */
export const FILTER_KEYS = Object.keys(FILTERS) as FilterKey[];

/** The query keys the browse page reads; any other (utm_…) leaves the page as it is. */
export const LIST_QUERY_KEYS = ['q', 'location', 'category', 'page', ...FILTER_KEYS] as const;

/** The filters of a URL; what a filter cannot read is left out. */
export function parseFilterParams(searchParams: SearchParams): BrowseFilterParams {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = FILTERS[key](text(searchParams[key]));
    if (value !== undefined) filters[key] = value;
  }
  // Miles win when both are given: they come from the page's own control.
  if (filters.radiusMiles !== undefined) delete filters.radiusKm;
  return filters as BrowseFilterParams;
}

/** The browse page's state from its URL: `?q=&location=&category=&page=` and the filters. */
export function parseBrowseParams(searchParams: SearchParams): BrowseParams {
  const category = slugify(text(searchParams.category));
  return {
    // Lower case: search ignores case, and one URL per search is one cache entry.
    q: text(searchParams.q).toLowerCase(),
    location: text(searchParams.location),
    category: category === 'all' ? '' : category,
    page: parsePage(searchParams.page),
    ...parseFilterParams(searchParams),
  };
}

/** Whether a filter or an order other than relevance is set. */
export function hasFilters(params: Partial<BrowseParams>): boolean {
  return FILTER_KEYS.some((key) => params[key] !== undefined);
}

export function isFiltered(params: BrowseParams): boolean {
  return Boolean(params.q || params.location || params.category) || hasFilters(params);
}

/** The canonical query of a browse state: empty filters and page 1 left out, in a fixed order. */
export function browseQuery(params: Partial<BrowseParams>): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.location) query.set('location', params.location);
  if (params.category) query.set('category', params.category);
  for (const key of FILTER_KEYS) {
    const value = params[key];
    if (value !== undefined) query.set(key, String(value));
  }
  if (params.page && params.page > 1) query.set('page', String(params.page));
  return query;
}

/** The one URL of a browse state. */
export function browsePath(params: Partial<BrowseParams>): string {
  const search = browseQuery(params).toString();
  return search ? `/businesses?${search}` : '/businesses';
}

/** The same search without filters or order: where a filtered page's canonical points. */
export function unfilteredPath(params: BrowseParams): string {
  return browsePath({
    q: params.q,
    location: params.location,
    category: params.category,
    page: params.page,
  });
}
