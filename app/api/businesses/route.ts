import { businessPage } from '@/lib/api/business-list';
import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { listBusinesses } from '@/lib/search/search-businesses';
import { parseApiSearch } from '@/lib/search/query';

export const dynamic = 'force-dynamic';

/** GET /api/businesses?limit&offset[&search][&location][&category][&near…] (docs/api.md) */
export const GET = apiRoute(async (request: Request) => {
  const { query, window } = parseApiSearch(request);
  return publicJson(businessPage(await listBusinesses(query, window), window.limit));
});
