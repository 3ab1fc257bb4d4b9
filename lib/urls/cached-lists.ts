import {
  browseQuery,
  isFiltered,
  LIST_QUERY_KEYS,
  parseBrowseParams,
  type BrowseParams,
  type SearchParams,
} from './browse-params';
import { parsePage } from './pagination';

// Next keys its page cache on the path alone, so queries ride in an internal path (docs/caching.md).
export const CACHED_LIST_PREFIX = '/cached-list';

// A path per OPEN_NOW_STEP, so a cached `open=now` page is never older than that; never a public key.
const OPEN_AT_KEY = 'at';
export const OPEN_NOW_STEP_MS = 5 * 60_000;

function queryOf(search: URLSearchParams): SearchParams {
  return Object.fromEntries(LIST_QUERY_KEYS.map((key) => [key, search.get(key) ?? undefined]));
}

/** One base64url segment: a percent-encoded one may arrive decoded once or not at all. */
export function browseKey(params: BrowseParams, at?: number): string {
  const query = browseQuery(params);
  if (at !== undefined) query.set(OPEN_AT_KEY, String(at));
  return Buffer.from(query.toString(), 'utf8').toString('base64url');
}

function decodeKey(key: string | undefined): URLSearchParams {
  return new URLSearchParams(key ? Buffer.from(key, 'base64url').toString('utf8') : '');
}

export function browseParamsFromKey(key: string | undefined): BrowseParams {
  return parseBrowseParams(queryOf(decodeKey(key)));
}

export function openAtFromKey(key: string | undefined): number | undefined {
  const at = Number(decodeKey(key).get(OPEN_AT_KEY));
  return Number.isSafeInteger(at) && at > 0 ? at : undefined;
}

/** Null when the plain page serves it; `segments` stay percent-encoded as requested. */
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
  if (section === 'city' && segments.length === 2) {
    return `${CACHED_LIST_PREFIX}/district/${segments[0]}/${segments[1]}/${page}`;
  }
  if (section === 'category' && segments.length === 1) {
    return `${CACHED_LIST_PREFIX}/category/${segments[0]}/${page}`;
  }
  if (section === 'category' && segments.length === 2) {
    return `${CACHED_LIST_PREFIX}/landing/${segments[0]}/${segments[1]}/${page}`;
  }
  return null;
}

// Next's own keys (`_rsc`) stay.
export function withoutListQuery(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const key of LIST_QUERY_KEYS) rest.delete(key);
  return rest;
}
