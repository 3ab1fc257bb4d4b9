import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { CATEGORY_GROUPS, categoryGroupFor, getCategoryGroup } from '@/lib/categories';
import { categoryFacets } from './businesses';
import { countFacet } from './summaries';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';

/** Thinner "service in town" pages are noindex, out of the sitemap and not linked. */
export const MIN_LANDING_BUSINESSES = 3;

// A category over this share of its group in one town repeats the group's page (a near-duplicate,
// docs/seo.md#click-depth): it is noindex and out of the sitemap; the group's page stands for both.
export const MAX_SHARE_OF_GROUP = 0.8;

export function repeatsItsGroup(count: number, groupCountInTown: number): boolean {
  return count > MAX_SHARE_OF_GROUP * groupCountInTown;
}

export type LandingPage = { categorySlug: string; citySlug: string; count: number };

const GROUP_SLUGS = CATEGORY_GROUPS.map((group) => group.slug);

// Counts come from business_facets (kept by triggers), never from grouping the businesses.

// A specific category whose slug is also a group slug is left out: that URL means the group.
export const getLandingPages = cachedRead(
  async (minBusinesses: number): Promise<LandingPage[]> => {
    const rows = await db.$queryRaw<
      { category_slug: string; city_slug: string; count: number; name: string | null }[]
    >`
    SELECT substr(key, strpos(key, ' ') + 1) AS category_slug,
           split_part(key, ' ', 1) AS city_slug, open AS count, NULL AS name
    FROM business_facets
    WHERE kind = 'city-group' AND open >= ${minBusinesses}
    UNION ALL
    SELECT categories.category_slug, city_slug, count, category.label FROM (
      SELECT substr(key, strpos(key, ' ') + 1) AS category_slug,
             split_part(key, ' ', 1) AS city_slug, open AS count
      FROM business_facets
      WHERE kind = 'city-category' AND open >= ${minBusinesses}) AS categories
    LEFT JOIN business_facets category
      ON category.kind = 'category' AND category.key = categories.category_slug
    WHERE categories.category_slug NOT IN (${Prisma.join(GROUP_SLUGS)})
    ORDER BY 1, 2`;
    const groupCounts = new Map(
      rows
        .filter((row) => row.name === null)
        .map((r) => [`${r.city_slug} ${r.category_slug}`, r.count]),
    );
    return rows
      .filter(
        (row) =>
          row.name === null ||
          !repeatsItsGroup(
            row.count,
            groupCounts.get(`${row.city_slug} ${categoryGroupFor(row.name)}`) ?? Infinity,
          ),
      )
      .map((row) => ({
        categorySlug: row.category_slug,
        citySlug: row.city_slug,
        count: row.count,
      }));
  },
  'landing-pages',
  () => [CACHE_TAGS.counts],
);

export const getLandingCities = cachedRead(
  async (categorySlug: string, minBusinesses: number, limit: number) => {
    const { inCityKind, key } = categoryFacets(categorySlug);
    // The subquery keeps the planner from joining every town before it sorts.
    return db.$queryRaw<{ citySlug: string; city: string; count: number }[]>`
      SELECT town.key AS "citySlug", town.label AS city, f.open AS count
      FROM (
        SELECT key, open FROM business_facets
        WHERE kind = ${inCityKind} AND split_part(key, ' ', 2) = ${key}
          AND open >= ${minBusinesses}
        ORDER BY open DESC, key
        LIMIT ${limit}
      ) AS f
      JOIN business_facets town ON town.kind = 'city' AND town.key = split_part(f.key, ' ', 1)
      ORDER BY f.open DESC, f.key`;
  },
  'landing-cities',
  () => [CACHE_TAGS.counts],
);

export type LandingCategory = {
  categorySlug: string;
  name: string;
  isGroup: boolean;
  count: number;
};

export const getLandingCategories = cachedRead(
  async (citySlug: string, minBusinesses: number, limit: number): Promise<LandingCategory[]> => {
    const [groups, categories] = await Promise.all([
      db.$queryRaw<{ categorySlug: string; count: number }[]>`
        SELECT substr(key, strpos(key, ' ') + 1) AS "categorySlug", open AS count
        FROM business_facets
        WHERE kind = 'city-group' AND open >= ${minBusinesses}
          AND key = ANY(${GROUP_SLUGS.map((group) => `${citySlug} ${group}`)}::text[])
        ORDER BY open DESC, key
        LIMIT ${limit}`,
      db.$queryRaw<{ categorySlug: string; name: string; count: number }[]>`
        SELECT category.key AS "categorySlug", category.label AS name, f.open AS count
        FROM business_facets category
        JOIN business_facets f
          ON f.kind = 'city-category' AND f.key = ${citySlug} || ' ' || category.key
        WHERE category.kind = 'category' AND category.total > 0 AND f.open >= ${minBusinesses}
          AND category.key NOT IN (${Prisma.join(GROUP_SLUGS)})
        ORDER BY f.open DESC, category.key
        LIMIT ${limit}`,
    ]);
    return [
      ...groups.map((row) => ({
        categorySlug: row.categorySlug,
        name: getCategoryGroup(row.categorySlug)?.name ?? row.categorySlug,
        isGroup: true,
        count: row.count,
      })),
      ...categories.map((row) => ({ ...row, isGroup: false })),
    ];
  },
  'landing-categories',
  () => [CACHE_TAGS.counts],
);

/** Open businesses of a group in a town (its service-in-town page's count). */
export const getGroupCountInTown = cachedRead(
  (citySlug: string, groupSlug: string) =>
    countFacet('city-group', `${citySlug} ${groupSlug}`, 'open'),
  'group-count-in-town',
  (citySlug) => [CACHE_TAGS.counts, CACHE_TAGS.town(citySlug)],
);
