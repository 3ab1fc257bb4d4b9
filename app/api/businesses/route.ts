import { listBusinesses } from '@/lib/api/business-list';
import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { parseBusinessList } from '@/lib/api/query';

export const dynamic = 'force-dynamic';

/** GET /api/businesses?limit&offset[&search][&location][&category][&near…] (docs/api.md) */
export const GET = apiRoute(async (request: Request) => {
  const { query, window } = parseBusinessList(request);
  return publicJson(await listBusinesses(query, window));
});
