import { fromSearchKey, searchKey } from './query';
import {
  browseParamsOf,
  isFiltered,
  LIST_QUERY_KEYS,
  parseBrowseParams,
  searchQueryOf,
  type BrowseParams,
  type SearchParams,
} from './browse-params';
import { LIST_PAGE_SIZE, pageWindow, parsePage } from '@/lib/urls/pagination';

// Next keys its page cache on the path alone, so queries ride in an internal path (docs/caching.md).
export const CACHED_LIST_PREFIX = '/cached-list';

function queryOf(search: URLSearchParams): SearchParams {
  return Object.fromEntries(LIST_QUERY_KEYS.map((key) => [key, search.get(key) ?? undefined]));
}

/** The search's one key as a base64url segment (a percent-encoded one may arrive decoded or not). */
export function browseKey(params: BrowseParams, at?: number): string {
  const key = searchKey(searchQueryOf(params), { ...pageWindow(params.page), openAt: at });
  return Buffer.from(key, 'utf8').toString('base64url');
}

function decodeKey(key: string | undefined) {
  return fromSearchKey(key ? Buffer.from(key, 'base64url').toString('utf8') : '');
}

export function browseParamsFromKey(key: string | undefined): BrowseParams {
  const { query, window } = decodeKey(key);
  const page = window.limit === LIST_PAGE_SIZE ? window.offset / LIST_PAGE_SIZE + 1 : 1;
  return browseParamsOf(query, parsePage(String(page)));
}

export function openAtFromKey(key: string | undefined): number | undefined {
  return decodeKey(key).window.openAt;
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
    return `${CACHED_LIST_PREFIX}/browse/${browseKey(params, now)}`;
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
