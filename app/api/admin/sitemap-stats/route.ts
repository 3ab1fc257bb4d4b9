import { withAdmin } from '@/lib/auth/with-admin';
import { getSitemapStats } from '@/lib/sitemap/sitemap-index';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => Response.json(await getSitemapStats()));
