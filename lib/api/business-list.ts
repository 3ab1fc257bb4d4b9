import 'server-only';
import type { z } from 'zod';
import { getBusinessesPage } from '@/lib/data/businesses';
import { milesToKm } from '@/lib/geo/distance';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';
import { getStatistics } from '@/lib/data/summaries';
import { canonicalQuery } from '@/lib/search/query-key';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { invalidParam } from '@/lib/errors';
import type { businessListQuery } from './query';

export type BusinessListQuery = z.output<typeof businessListQuery>;

// Cached like every other read, so a popular query is counted once per revalidation.
const cachedSearch = cachedRead(searchBusinesses, 'search-businesses', () => [CACHE_TAGS.ranked]);

// A cached answer for `open=now` is at most a minute old.
const OPEN_NOW_STEP_MS = 60_000;

export async function listBusinesses(query: BusinessListQuery, now = Date.now()) {
  const { limit, offset, search, location, category, open, ...filters } = query;
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== false);
  if (!search && !location && !category && !open && !filtered) {
    const [businesses, statistics] = await Promise.all([
      getBusinessesPage({ limit, offset }),
      getStatistics(),
    ]);
    return pageOf(businesses, statistics.totalBusinesses, limit);
  }
  const { radiusMiles, ...rest } = filters;
  const found = await cachedSearch(
    canonicalQuery({
      q: search,
      location,
      category,
      limit,
      offset,
      ...rest,
      ...(radiusMiles !== undefined ? { radiusKm: milesToKm(radiusMiles) } : {}),
      ...(open ? { openAt: Math.floor(now / OPEN_NOW_STEP_MS) * OPEN_NOW_STEP_MS } : {}),
    }),
  );
  if (filters.sort === 'distance' && !found.point) {
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
