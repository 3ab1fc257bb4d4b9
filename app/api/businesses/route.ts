import { listBusinesses } from '@/lib/api/business-list';
import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { businessListQuery, parseQuery } from '@/lib/api/query';

export const dynamic = 'force-dynamic';

/** GET /api/businesses?limit&offset[&search][&location][&category] */
export const GET = apiRoute(async (request: Request) =>
  publicJson(await listBusinesses(parseQuery(businessListQuery, request))),
);
