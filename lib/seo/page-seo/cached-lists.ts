import {
  browsePath,
  isFiltered,
  parseBrowseParams,
  type BrowseParams,
  type SearchParams,
} from './browse-params';
import { parsePage } from './pagination';

/**
 * The list pages are cached HTML (ISR), and Next keys that cache on the path alone. A list
 * URL with a query (`/businesses?q=..`, `/category/x?page=2`) is therefore served by an
 * internal route that carries the query in its path: proxy.ts rewrites the public URL to
 * it, and refuses it when asked for directly, so it never becomes a second public URL.
 */
export const CACHED_LIST_PREFIX = '/cached-list';

/** The query keys the list pages read; any other parameter leaves the page unchanged. */
export const LIST_QUERY_KEYS = ['q', 'location', 'category', 'page'] as const;

function queryOf(search: URLSearchParams): SearchParams {
  return Object.fromEntries(LIST_QUERY_KEYS.map((key) => [key, search.get(key) ?? undefined]));
}

/**
 * A browse state as one path segment: its canonical query (known keys only, trimmed, fixed
 * order, defaults left out), so equivalent URLs share one cache entry. base64url because a
 * percent-encoded segment may reach the page decoded once or not at all, and `q=a%26b`
 * must not turn into two parameters.
 */
export function browseKey(params: BrowseParams): string {
  const query = browsePath(params).split('?')[1] ?? '';
  return Buffer.from(query, 'utf8').toString('base64url');
}

/** The browse state a key stands for; anything unreadable is the plain first page. */
export function browseParamsFromKey(key: string | undefined): BrowseParams {
  const query = key ? Buffer.from(key, 'base64url').toString('utf8') : '';
  return parseBrowseParams(queryOf(new URLSearchParams(query)));
}

/**
 * The internal path serving a public list URL with a query, or null when the plain page
 * serves it (no query it reads, or only default values such as `?page=1`). `segments` are
 * the path's segments as requested (still percent-encoded), so they pass through unchanged.
 */
export function cachedListPath(pathname: string, search: URLSearchParams): string | null {
  const [section, ...segments] = pathname.split('/').filter(Boolean);
  if (section === 'businesses' && segments.length === 0) {
    const params = parseBrowseParams(queryOf(search));
    if (!isFiltered(params) && params.page === 1) return null;
    return `${CACHED_LIST_PREFIX}/browse/${browseKey(params)}`;
  }
  const page = parsePage(search.get('page') ?? undefined);
  if (page === 1) return null;
  if (section === 'city' && segments.length === 1) {
    return `${CACHED_LIST_PREFIX}/city/${segments[0]}/${page}`;
  }
  if (section === 'category' && segments.length === 1) {
    return `${CACHED_LIST_PREFIX}/category/${segments[0]}/${page}`;
  }
  if (section === 'category' && segments.length === 2) {
    return `${CACHED_LIST_PREFIX}/landing/${segments[0]}/${segments[1]}/${page}`;
  }
  return null;
}

/** The query keys the rewrite moves into the path; the rest (e.g. Next's `_rsc`) stay. */
export function withoutListQuery(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const key of LIST_QUERY_KEYS) rest.delete(key);
  return rest;
}
