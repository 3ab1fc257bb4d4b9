import {
  browseQuery,
  isFiltered,
  LIST_QUERY_KEYS,
  parseBrowseParams,
  type BrowseParams,
  type SearchParams,
} from './browse-params';
import { parsePage } from './pagination';

/**
 * Next keys its page cache on the path alone, so proxy.ts rewrites a list URL with a query to
 * an internal route that carries the canonical query in its path (docs/caching.md); asked for
 * directly, the proxy answers 404.
 */
export const CACHED_LIST_PREFIX = '/cached-list';

/**
 * `open=now` is answered for the moment the proxy saw, rounded down to OPEN_NOW_STEP: a path
 * of its own per step, so a cached page is never older than that (revalidation alone would
 * serve a rarely visited page stale, from hours before). Never read from a public URL.
 */
const OPEN_AT_KEY = 'at';
export const OPEN_NOW_STEP_MS = 5 * 60_000;

function queryOf(search: URLSearchParams): SearchParams {
  return Object.fromEntries(LIST_QUERY_KEYS.map((key) => [key, search.get(key) ?? undefined]));
}

/**
 * A browse state as one path segment: its canonical query in base64url, so equivalent URLs
 * share one cache entry and no text needs percent-encoding in a path.
 */
export function browseKey(params: BrowseParams, at?: number): string {
  const query = browseQuery(params);
  if (at !== undefined) query.set(OPEN_AT_KEY, String(at));
  return Buffer.from(query.toString(), 'utf8').toString('base64url');
}

function decodeKey(key: string | undefined): URLSearchParams {
  return new URLSearchParams(key ? Buffer.from(key, 'base64url').toString('utf8') : '');
}

/** The browse state a key stands for, read like a public URL; anything else is the plain page. */
export function browseParamsFromKey(key: string | undefined): BrowseParams {
  return parseBrowseParams(queryOf(decodeKey(key)));
}

/** The moment an `open=now` page answers for, from its key. */
export function openAtFromKey(key: string | undefined): number | undefined {
  const at = Number(decodeKey(key).get(OPEN_AT_KEY));
  return Number.isSafeInteger(at) && at > 0 ? at : undefined;
}

/**
 * The internal path serving a public list URL with a query, or null when the plain page
 * serves it (no query it reads, or only default values such as `?page=1`). `segments` are
 * the path's segments as requested (still percent-encoded), so they pass through unchanged.
 */
export function cachedListPath(
  pathname: string,
  search: URLSearchParams,
  now = Date.now(),
): string | null {
  const [section, ...segments] = pathname.split('/').filter(Boolean);
  if (section === 'businesses' && segments.length === 0) {
    const params = parseBrowseParams(queryOf(search));
    if (!isFiltered(params) && params.page === 1) return null;
    const at = params.open ? Math.floor(now / OPEN_NOW_STEP_MS) * OPEN_NOW_STEP_MS : undefined;
    return `${CACHED_LIST_PREFIX}/browse/${browseKey(params, at)}`;
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
