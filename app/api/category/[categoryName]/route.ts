import { publicJson } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { notFound } from '@/lib/errors';
import { boundedListQuery, parseQuery, pathParam } from '@/lib/api/query';
import { getBusinessesInCategory } from '@/lib/data/businesses';
import { findCategory } from '@/lib/data/summaries';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ categoryName: string }> };

/** A category group or specific category: one bounded page, best first; total in X-Total-Count. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const categoryName = pathParam('categoryName', (await params).categoryName);
  const page = parseQuery(boundedListQuery, request);
  const category = await findCategory(categoryName);
  if (!category) throw notFound(`Category not found: no businesses in "${categoryName}"`);
  const { businesses, totalCount } = await getBusinessesInCategory(category.slug, page);
  return publicJson(businesses, { 'X-Total-Count': String(totalCount) });
});
