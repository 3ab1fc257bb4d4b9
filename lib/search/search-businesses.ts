import 'server-only';
import type { BusinessDto } from '@/lib/data/business-dto';
import { businessesInOrder } from '@/lib/data/ranked-list';
import { findBusinesses, type BusinessQuery } from './find';
import { suggestFor, type SearchSuggestion } from './suggest';

export type { BusinessQuery } from './find';
export type { SearchSuggestion } from './suggest';
export { COUNT_CAP } from './rank';

export type SearchResult = {
  businesses: BusinessDto[];
  totalCount: number;
  totalPages: number;
  totalCountCapped: boolean;
  suggestion?: SearchSuggestion;
};

/**
 * The one search behind the home hero, the browse page and the API. `totalCountCapped`
 * means "at least totalCount" (shown as "1,000+"); pages end there. A search that finds
 * nothing carries a `suggestion` when another one would find something.
 */
export async function searchBusinesses(query: BusinessQuery): Promise<SearchResult> {
  const found = await findBusinesses(query);
  const [businesses, suggestion] = await Promise.all([
    businessesInOrder(found.ids),
    found.totalCount === 0 && (found.q || found.locationText)
      ? suggestFor(found, Boolean(query.category && query.category !== 'all'))
      : undefined,
  ]);
  return {
    businesses,
    totalCount: found.totalCount,
    totalPages: Math.ceil(found.totalCount / found.limit),
    totalCountCapped: found.capped,
    ...(suggestion ? { suggestion } : {}),
  };
}
