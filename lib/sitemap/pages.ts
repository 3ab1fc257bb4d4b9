import 'server-only';
import { CATEGORY_GROUPS, isCategoryGroupSlug } from '@/lib/categories';
import { db } from '@/lib/db';
import { CACHE_TAGS, cachedRead } from '@/lib/data/cache';
import { getLandingPages, MIN_LANDING_BUSINESSES } from '@/lib/data/landing-pages';
import { getCities } from '@/lib/data/summaries';
import { categoryPath, cityPath, landingPath } from '@/lib/urls/paths';
import type { SitemapUrl } from './xml';

// The placeholder pages are left out.
const MAIN_PATHS = [
  '/',
  '/businesses',
  '/cities',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
];

export function mainPageUrls(): SitemapUrl[] {
  return MAIN_PATHS.map((path) => ({ path }));
}

/** A specific category whose slug is a group slug is that group's URL, so it is not listed twice. */
const getCategorySlugs = cachedRead(
  async () => {
    const facets = await db.businessFacet.findMany({
      where: { kind: { in: ['group', 'category'] }, open: { gt: 0 } },
      orderBy: [{ open: 'desc' }, { key: 'asc' }],
      select: { kind: true, key: true },
    });
    const groups = new Set(facets.filter((f) => f.kind === 'group').map((f) => f.key));
    return [
      ...CATEGORY_GROUPS.map((group) => group.slug).filter((slug) => groups.has(slug)),
      ...facets
        .filter((f) => f.kind === 'category' && !isCategoryGroupSlug(f.key))
        .map((f) => f.key),
    ];
  },
  'sitemap-category-slugs',
  () => [CACHE_TAGS.counts],
);

export async function categoryUrls(): Promise<SitemapUrl[]> {
  return (await getCategorySlugs()).map((slug) => ({ path: categoryPath(slug) }));
}

export async function cityUrls(): Promise<SitemapUrl[]> {
  return (await getCities()).map((city) => ({ path: cityPath(city.id) }));
}

export async function landingUrls(): Promise<SitemapUrl[]> {
  return (await getLandingPages(MIN_LANDING_BUSINESSES)).map((page) => ({
    path: landingPath(page.categorySlug, page.citySlug),
  }));
}
