import { apiRoute } from '@/lib/api/errors';
import { businessSitemapFile, sitemapXml } from '@/lib/sitemap/business-files';
import { parseBusinessFile } from '@/lib/sitemap/config';
import { storedUrlsetResponse } from '@/lib/sitemap/xml';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

/**
 * `/sitemaps/businesses/{n}.xml`: the nth keyset range of businesses, by id, built once and
 * kept gzipped until an edit or import expires it (lib/sitemap/business-files.ts).
 */
export const GET = apiRoute<Context>(async (_request, { params }) => {
  const number = parseBusinessFile((await params).file);
  const found = number ? await businessSitemapFile(number) : null;
  if (!found) return new Response('No such sitemap file.', { status: 404 });
  return storedUrlsetResponse(await sitemapXml(found.file), found.hit ? 'hit' : 'miss');
});
