import 'server-only';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getBusinessChunks } from './businesses';
import { businessesPerSitemap, SITEMAP_PATHS } from './config';
import { getCities } from '@/lib/data/summaries';
import { getCategorySlugs, landingFileCount } from './pages';
import type { SitemapStats } from './stats-schema';

const numbered = (count: number, path: (file: number) => string) =>
  Array.from({ length: count }, (_, i) => path(i + 1));

/** Read once for the index and the admin's stats, so the two cannot disagree; no empty file. */
export async function getSitemapIndex() {
  const perFile = businessesPerSitemap();
  const [{ total, starts }, categories, cities, landingFiles] = await Promise.all([
    getBusinessChunks(perFile),
    getCategorySlugs(),
    getCities(),
    landingFileCount(),
  ]);
  const businessPaths = numbered(starts.length, SITEMAP_PATHS.businesses);
  const landingPaths = numbered(landingFiles, SITEMAP_PATHS.landing);
  return {
    totalBusinesses: total,
    businessesPerSitemap: perFile,
    paths: [
      SITEMAP_PATHS.mainPages,
      ...(categories.length ? [SITEMAP_PATHS.categories] : []),
      ...(cities.length ? [SITEMAP_PATHS.cities] : []),
      ...landingPaths,
      ...businessPaths,
    ],
    landingPaths,
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
      landing: index.landingPaths.map((path) => absoluteUrl(path)),
      businesses: index.businessPaths.map((path) => absoluteUrl(path)),
    },
  };
}
