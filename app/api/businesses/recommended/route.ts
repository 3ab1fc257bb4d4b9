import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { API_LIMITS, parseQuery, sizeQuery } from '@/lib/api/query';
import { getRecommendedBusinesses } from '@/lib/data/businesses';

export const dynamic = 'force-dynamic';

const query = sizeQuery(API_LIMITS.defaultLimit);

/** Best first by the Bayesian rank score, so one 5-star review does not beat 4.8 from 900. */
export const GET = apiRoute(async (request: Request) => {
  const { limit } = parseQuery(query, request);
  return publicJson(await getRecommendedBusinesses(limit));
});
