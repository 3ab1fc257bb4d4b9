import type { FoundBusiness } from '@/lib/search/search-businesses';

/** The JSON of `GET /api/businesses` (docs/api.md), shaped from the ids' businesses once read. */
export function businessPage(
  found: { businesses: FoundBusiness[]; totalCount: number },
  limit: number,
) {
  const { businesses, totalCount } = found;
  return { businesses, totalCount, totalPages: Math.ceil(totalCount / limit) };
}
