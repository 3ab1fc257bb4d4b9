import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';
import { SITEMAP_PATHS } from '@/lib/sitemap/config';

// Rendered per request so the sitemap URL follows SITE_URL at run time, not at build time.
export const dynamic = 'force-dynamic';

/** The admin area (pages and API) stays out of search engines; everything else is open. */
const ROBOTS_DISALLOW = ['/admin', '/admin-login', '/admin-panel', '/admin/', '/api/'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ROBOTS_DISALLOW },
    sitemap: absoluteUrl(SITEMAP_PATHS.index),
  };
}
