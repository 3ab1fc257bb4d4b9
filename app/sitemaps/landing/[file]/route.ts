import { apiRoute } from '@/lib/api/errors';
import { parseSitemapFile } from '@/lib/sitemap/config';
import { landingUrls } from '@/lib/sitemap/pages';
import { urlsetResponse } from '@/lib/sitemap/xml';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

/** `/sitemaps/landing/{n}.xml`: the nth 50,000 service-in-town pages, by category and town. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const number = parseSitemapFile((await params).file);
  const urls = number ? await landingUrls(number) : null;
  if (!urls) return new Response('No such sitemap file.', { status: 404 });
  return urlsetResponse(request, urls);
});
