import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { API_LIMITS, parseQuery, sizeQuery } from '@/lib/api/query';
import { getPopularCities } from '@/lib/data/summaries';

export const dynamic = 'force-dynamic';

const query = sizeQuery(API_LIMITS.defaultPopularCities);

export const GET = apiRoute(async (request: Request) => {
  const { limit } = parseQuery(query, request);
  return publicJson(await getPopularCities(limit));
});
