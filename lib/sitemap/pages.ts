import 'server-only';
import { CATEGORY_GROUPS, isCategoryGroupSlug } from '@/lib/categories';
import { db } from '@/lib/db';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';
import { getLandingPages, MIN_LANDING_BUSINESSES } from '@/lib/data/landing-pages';
import { getCities } from '@/lib/data/summaries';
import { categoryPath, cityPath, landingPath } from '@/lib/urls/paths';
import { MAX_URLS_PER_SITEMAP, sitemapChunk } from './config';
import { getListLastmods } from './lastmod';
import type { SitemapUrl } from './xml';

// The lists of every business move with any business; the placeholder pages are left out.
const LIST_PATHS = ['/', '/businesses', '/cities'];
const STATIC_PATHS = ['/about', '/contact', '/privacy-policy', '/terms-of-service'];

// Their text changes only with a deploy: the build's time, the same on every instance.
const BUILT_AT = new Date(process.env.STATIC_PAGES_BUILT_AT ?? 0);

export async function mainPageUrls(): Promise<SitemapUrl[]> {
  const lastmodOf = await getListLastmods();
  return [
    ...LIST_PATHS.map((path) => ({ path, lastmod: lastmodOf.all() })),
    ...STATIC_PATHS.map((path) => ({ path, lastmod: BUILT_AT })),
  ];
}

/** A specific category whose slug is a group slug is that group's URL, so it is not listed twice. */
export const getCategorySlugs = cachedRead(
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
  const [slugs, lastmodOf] = await Promise.all([getCategorySlugs(), getListLastmods()]);
  return slugs.map((slug) => ({ path: categoryPath(slug), lastmod: lastmodOf.category(slug) }));
}

export async function cityUrls(): Promise<SitemapUrl[]> {
  const [cities, lastmodOf] = await Promise.all([getCities(), getListLastmods()]);
  return cities.map((city) => ({ path: cityPath(city.id), lastmod: lastmodOf.town(city.id) }));
}

/** Service-in-town pages are split like businesses: at most 50,000 URLs a file. */
export async function landingFileCount(): Promise<number> {
  const pages = await getLandingPages(MIN_LANDING_BUSINESSES);
  return Math.ceil(pages.length / MAX_URLS_PER_SITEMAP);
}

export async function landingUrls(file: number): Promise<SitemapUrl[] | null> {
  const [pages, lastmodOf] = await Promise.all([
    getLandingPages(MIN_LANDING_BUSINESSES),
    getListLastmods(),
  ]);
  return (
    sitemapChunk(pages, file, MAX_URLS_PER_SITEMAP)?.map((page) => ({
      path: landingPath(page.categorySlug, page.citySlug),
      lastmod: lastmodOf.inTown(page.citySlug, page.categorySlug),
    })) ?? null
  );
}
