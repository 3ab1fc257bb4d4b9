import { mainPageUrls } from '@/lib/sitemap/pages';
import { urlsetResponse } from '@/lib/sitemap/xml';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return urlsetResponse(request, await mainPageUrls());
}
