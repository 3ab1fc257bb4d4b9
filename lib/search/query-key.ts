import { roundPoint } from '@/lib/geo/distance';
import type { BusinessQuery } from './find';
import { normaliseSearchText } from './query-text';

/** Also the cache key: variants that read the same rows share one cache entry. */
export function canonicalQuery(query: BusinessQuery): BusinessQuery {
  const q = normaliseSearchText(query.q).toLowerCase();
  const location = normaliseSearchText(query.location);
  const category = query.category?.trim().toLowerCase();
  const entries = Object.entries({
    ...query,
    q,
    location,
    category: category === 'all' ? undefined : category,
    near: query.near && roundPoint(query.near),
    sort: query.sort === 'relevance' ? undefined : query.sort,
  }).filter(([, value]) => value !== undefined && value !== false && value !== '');
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries) as BusinessQuery;
}
