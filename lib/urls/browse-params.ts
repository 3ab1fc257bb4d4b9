import { formatNear, parseNear, parseRadiusKm, parseRadiusMiles } from '@/lib/geo/distance';
import { SORT_ORDERS, type SortOrder } from '@/lib/search/sort';
import { slugify } from '@/lib/slug';
import { FILTER_KEYS as LIST_FILTER_KEYS } from './list-rewrites';
import { firstValue, parsePage } from './pagination';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The API's names (docs/api.md). */
export type BrowseFilterParams = {
  near?: string;
  /** The API's radius, still read from older links; the page's own control sends miles. */
  radiusKm?: number;
  radiusMiles?: number;
  open?: 'now';
  minRating?: number;
  hasWebsite?: true;
  hasPhone?: true;
  sort?: Exclude<SortOrder, 'relevance'>;
};

export type BrowseParams = {
  q: string;
  location: string;
  /** '' means all categories (the spec's 'all' filter value). */
  category: string;
  page: number;
} & BrowseFilterParams;

// Longer text is no real search; it is cut rather than refused so the page still answers.
const MAX_TEXT = 200;

function text(value: string | string[] | undefined): string {
  return (firstValue(value) ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_TEXT);
}

export const FILTER_KEYS = LIST_FILTER_KEYS satisfies readonly (keyof BrowseFilterParams)[];

/** A page never refuses its URL (the API answers 400 instead): an unreadable value is left out. */
export function parseFilterParams(searchParams: SearchParams): BrowseFilterParams {
  const filters: BrowseFilterParams = {};
  const near = parseNear(text(searchParams.near));
  if (!('error' in near)) filters.near = formatNear(near);
  const radius = parseRadiusKm(text(searchParams.radiusKm));
  const radiusMiles = parseRadiusMiles(text(searchParams.radiusMiles));
  // Miles win when both are given: they come from the page's own control.
  if (typeof radiusMiles === 'number') filters.radiusMiles = radiusMiles;
  else if (typeof radius === 'number') filters.radiusKm = radius;
  if (text(searchParams.open) === 'now') filters.open = 'now';
  const minRating = Number(text(searchParams.minRating) || Number.NaN);
  if (minRating >= 1 && minRating <= 5) filters.minRating = minRating;
  if (text(searchParams.hasWebsite) === 'true') filters.hasWebsite = true;
  if (text(searchParams.hasPhone) === 'true') filters.hasPhone = true;
  const sort = text(searchParams.sort) as SortOrder;
  if (SORT_ORDERS.includes(sort) && sort !== 'relevance') filters.sort = sort;
  return filters;
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

/** The one URL of a browse state: empty filters and page 1 left out, in a fixed order. */
export function browsePath(params: Partial<BrowseParams>): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.location) query.set('location', params.location);
  if (params.category) query.set('category', params.category);
  for (const key of FILTER_KEYS) {
    const value = params[key];
    if (value !== undefined) query.set(key, String(value));
  }
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const search = query.toString();
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
