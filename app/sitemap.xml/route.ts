import { getSitemapIndex } from '@/lib/sitemap/sitemap-index';
import { sitemapIndexResponse } from '@/lib/sitemap/xml';

// Read from the database per request (cached reads), so the build needs no database.
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return sitemapIndexResponse(request, (await getSitemapIndex()).paths);
}
