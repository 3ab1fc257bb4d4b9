import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';
import { SITEMAP_PATHS } from '@/lib/sitemap/config';
import { FILTER_PARAM_KEYS } from '@/lib/search/query';

// Rendered per request so the sitemap URL follows SITE_URL at run time, not at build time.
export const dynamic = 'force-dynamic';

/** The admin area (pages and API) stays out of search engines. */
const ADMIN_DISALLOW = ['/admin', '/admin-login', '/admin-panel', '/admin/', '/api/'];

/** Sort, filter and radius URLs are noindexed lists: keep the crawl on pages that can rank. */
export const FACET_DISALLOW = FILTER_PARAM_KEYS.flatMap((key) => [`/*?${key}=`, `/*&${key}=`]);

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...ADMIN_DISALLOW, ...FACET_DISALLOW] },
    sitemap: absoluteUrl(SITEMAP_PATHS.index),
  };
}
