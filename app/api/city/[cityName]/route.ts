import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { notFound } from '@/lib/errors';
import { boundedListQuery, parseQuery, pathParam } from '@/lib/api/query';
import { getBusinessesInCity } from '@/lib/data/businesses';
import { findCity } from '@/lib/data/summaries';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ cityName: string }> };

/** A city's businesses, best first, one bounded page at a time; the total is in X-Total-Count. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const cityName = pathParam('cityName', (await params).cityName);
  const page = parseQuery(boundedListQuery, request);
  const city = await findCity(cityName);
  if (!city) throw notFound(`City not found: no businesses in "${cityName}"`);
  const { businesses, totalCount } = await getBusinessesInCity(city.id, page);
  return publicJson(businesses, { 'X-Total-Count': String(totalCount) });
});
