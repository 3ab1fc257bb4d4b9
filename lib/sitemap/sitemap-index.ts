import 'server-only';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getBusinessChunks } from './businesses';
import { businessesPerSitemap, SITEMAP_PATHS } from './config';
import type { SitemapStats } from './stats-schema';

/** Read once for the index and the admin's stats, so the two cannot disagree. */
export async function getSitemapIndex() {
  const perFile = businessesPerSitemap();
  const { total, starts } = await getBusinessChunks(perFile);
  const businessPaths = starts.map((_, i) => SITEMAP_PATHS.businesses(i + 1));
  return {
    totalBusinesses: total,
    businessesPerSitemap: perFile,
    paths: [
      SITEMAP_PATHS.mainPages,
      SITEMAP_PATHS.categories,
      SITEMAP_PATHS.cities,
      SITEMAP_PATHS.landing,
      ...businessPaths,
    ],
    businessPaths,
  };
}

export async function getSitemapStats(): Promise<SitemapStats> {
  const index = await getSitemapIndex();
  return {
    totalBusinesses: index.totalBusinesses,
    totalSitemaps: index.businessPaths.length,
    businessesPerSitemap: index.businessesPerSitemap,
    sitemapUrls: {
      main: absoluteUrl(SITEMAP_PATHS.index),
      mainPages: absoluteUrl(SITEMAP_PATHS.mainPages),
      categories: absoluteUrl(SITEMAP_PATHS.categories),
      cities: absoluteUrl(SITEMAP_PATHS.cities),
      landing: absoluteUrl(SITEMAP_PATHS.landing),
      businesses: index.businessPaths.map((path) => absoluteUrl(path)),
    },
  };
}
