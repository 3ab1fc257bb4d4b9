import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { notFound } from '@/lib/errors';
import { pathParam } from '@/lib/api/query';
import { getBusinessById } from '@/lib/data/businesses';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = apiRoute<Context>(async (_request, { params }) => {
  const id = pathParam('id', (await params).id);
  const business = await getBusinessById(id);
  if (!business) throw notFound(`Business not found: no business has the id "${id}"`);
  return publicJson(business);
});
