import { businessChunkUrls, getBusinessChunks } from '@/lib/sitemap/businesses';
import { businessesPerSitemap, parseBusinessFile } from '@/lib/sitemap/config';
import { urlsetResponse } from '@/lib/sitemap/xml';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

/** `/sitemaps/businesses/{n}.xml`: the nth keyset range of businesses, by id. */
export async function GET(_request: Request, { params }: Context) {
  const file = parseBusinessFile((await params).file);
  const urls = file
    ? await businessChunkUrls(await getBusinessChunks(businessesPerSitemap()), file)
    : null;
  if (!urls) return new Response('No such sitemap file.', { status: 404 });
  return urlsetResponse(urls);
}
