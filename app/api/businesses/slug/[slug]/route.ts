import { publicJson, PUBLIC_CACHE_CONTROL } from '@/lib/api/cache-headers';
import { apiRoute } from '@/lib/api/errors';
import { ApiError, notFound } from '@/lib/errors';
import { pathParam } from '@/lib/api/query';
import { getBusinessBySlug } from '@/lib/data/businesses';
import { readFormerSlug } from '@/lib/urls/slug-history';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

export const GET = apiRoute<Context>(async (_request, { params }) => {
  const slug = pathParam('slug', (await params).slug);
  const business = await getBusinessBySlug(slug);
  if (business) return publicJson(business);
  // Only a slug that is not current consults the history (docs/api.md).
  const former = await readFormerSlug(slug);
  if (former?.kind === 'moved') {
    const location = `/api/businesses/slug/${encodeURIComponent(former.slug)}`;
    return new Response(null, {
      status: 308,
      headers: { Location: location, 'Cache-Control': PUBLIC_CACHE_CONTROL },
    });
  }
  if (former?.kind === 'gone')
    throw new ApiError(410, `Business gone: the business with the slug "${slug}" was deleted`);
  throw notFound(`Business not found: no business has the slug "${slug}"`);
});
