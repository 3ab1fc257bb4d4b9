import { slugify } from '@/lib/slug';
import { firstValue, parsePage } from './pagination';

export type SearchParams = Record<string, string | string[] | undefined>;

export type BrowseParams = {
  q: string;
  location: string;
  /** A category slug; '' means all categories (the spec's 'all' filter value). */
  category: string;
  page: number;
};

/** Longer text is no real search; it is cut rather than refused so the page still answers. */
const MAX_TEXT = 200;

function text(value: string | string[] | undefined): string {
  return (firstValue(value) ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_TEXT);
}

/** The browse page's state from its URL: `?q=&location=&category=&page=`. */
export function parseBrowseParams(searchParams: SearchParams): BrowseParams {
  const category = slugify(text(searchParams.category));
  return {
    q: text(searchParams.q),
    location: text(searchParams.location),
    category: category === 'all' ? '' : category,
    page: parsePage(searchParams.page),
  };
}

export function isFiltered(params: BrowseParams): boolean {
  return Boolean(params.q || params.location || params.category);
}

/** The one URL of a browse state: empty filters and page 1 left out, in a fixed order. */
export function browsePath(params: Partial<BrowseParams>): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.location) query.set('location', params.location);
  if (params.category) query.set('category', params.category);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const search = query.toString();
  return search ? `/businesses?${search}` : '/businesses';
}
