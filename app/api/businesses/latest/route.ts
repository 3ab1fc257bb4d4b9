import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { API_LIMITS, parseQuery, sizeQuery } from '@/lib/api/query';
import { getLatestBusinesses } from '@/lib/data/businesses';

export const dynamic = 'force-dynamic';

const query = sizeQuery(API_LIMITS.defaultLimit);

export const GET = apiRoute(async (request: Request) => {
  const { limit } = parseQuery(query, request);
  return publicJson(await getLatestBusinesses(limit));
});
