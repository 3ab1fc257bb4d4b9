import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute, notFound } from '@/lib/api/errors';
import { pathParam } from '@/lib/api/query';
import { getBusinessBySlug } from '@/lib/data/businesses';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

export const GET = apiRoute<Context>(async (_request, { params }) => {
  const slug = pathParam('slug', (await params).slug);
  const business = await getBusinessBySlug(slug);
  if (!business) throw notFound(`Business not found: no business has the slug "${slug}"`);
  return publicJson(business);
});
