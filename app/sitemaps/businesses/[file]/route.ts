import { apiRoute } from '@/lib/api/errors';
import { businessSitemapFile, sitemapXml } from '@/lib/sitemap/business-files';
import { parseSitemapFile } from '@/lib/sitemap/config';
import { notModifiedXml, xmlResponse } from '@/lib/sitemap/xml';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

/** The nth keyset range of businesses by id, kept gzipped until a write expires it. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const number = parseSitemapFile((await params).file);
  const found = number ? await businessSitemapFile(number) : null;
  if (!found) return new Response('No such sitemap file.', { status: 404 });
  const { file, hit } = found;
  // The stored ETag answers a repeat request before the file is unpacked.
  const unchanged = notModifiedXml(request, file.etag);
  if (unchanged) return unchanged;
  return xmlResponse(request, await sitemapXml(file), {
    etag: file.etag,
    headers: { 'X-Sitemap-Cache': hit ? 'hit' : 'miss' },
  });
});
