import {
  browseKey,
  isFiltered,
  LIST_QUERY_KEYS,
  parseBrowseParams,
  type SearchParams,
} from './browse-params';
import { parsePage } from '@/lib/urls/pagination';

// Next keys its page cache on the path alone, so queries ride in an internal path (docs/caching.md).
export const CACHED_LIST_PREFIX = '/cached-list';

function queryOf(search: URLSearchParams): SearchParams {
  return Object.fromEntries(LIST_QUERY_KEYS.map((key) => [key, search.get(key) ?? undefined]));
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
