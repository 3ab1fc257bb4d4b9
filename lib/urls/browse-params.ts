import { formatNear, parseNear, parseRadiusKm, parseRadiusMiles } from '@/lib/geo/distance';
import { SORT_ORDERS, type SortOrder } from '@/lib/search/sort';
import { slugify } from '@/lib/slug';
import { firstValue, parsePage } from './pagination';

export type SearchParams = Record<string, string | string[] | undefined>;

// Longer text is no real search; it is cut rather than refused so the page still answers.
const MAX_TEXT = 200;

function text(value: string | string[] | undefined): string {
  return (firstValue(value) ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_TEXT);
}

const numberOrUndefined = (value: number | { error: string }) =>
  typeof value === 'number' ? value : undefined;

/** The one place a filter is declared, in URL order (the API's names, docs/api.md). */
const FILTERS = {
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
  /** '' means all categories (the spec's 'all' filter value). */
  category: string;
  page: number;
} & BrowseFilterParams;

export const FILTER_KEYS = Object.keys(FILTERS) as FilterKey[];

export const LIST_QUERY_KEYS = ['q', 'location', 'category', 'page', ...FILTER_KEYS] as const;

/** A page never refuses its URL (the API answers 400 instead): an unreadable value is left out. */
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

export function hasFilters(params: Partial<BrowseParams>): boolean {
  return FILTER_KEYS.some((key) => params[key] !== undefined);
}

export function isFiltered(params: BrowseParams): boolean {
  return Boolean(params.q || params.location || params.category) || hasFilters(params);
}

/** The one query of a browse state: empty filters and page 1 left out, in a fixed order. */
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
