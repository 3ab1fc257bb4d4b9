import 'server-only';
import type { z } from 'zod';
import { getBusinessesPage } from '@/lib/data/businesses';
import { getStatistics } from '@/lib/data/summaries';
import { cachedSearch } from '@/lib/search/search-businesses';
import { searchKey, type SearchQuery } from '@/lib/search/query';
import { invalidParam } from '@/lib/errors';
import type { searchWindowQuery } from './query';

type Window = z.output<typeof searchWindowQuery>;

export async function listBusinesses(query: SearchQuery, window: Window, now = Date.now()) {
  const { limit, offset } = window;
  if (Object.keys(query).length === 0) {
    const [businesses, statistics] = await Promise.all([
      getBusinessesPage({ limit, offset }),
      getStatistics(),
    ]);
    return pageOf(businesses, statistics.totalBusinesses, limit);
  }
  const found = await cachedSearch(searchKey(query, { limit, offset, openAt: now }));
  if (query.sort === 'distance' && !found.point) {
    throw invalidParam(
      'sort',
      'distance needs a point, and this location is not one (try a town, district or postcode)',
    );
  }
  return pageOf(found.businesses, found.totalCount, limit);
}

function pageOf<Item>(businesses: Item[], totalCount: number, limit: number) {
  return { businesses, totalCount, totalPages: Math.ceil(totalCount / limit) };
}
