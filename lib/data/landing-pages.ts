import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { CATEGORY_GROUPS, getCategoryGroup } from '@/lib/categories';
import { categoryWhere } from './businesses';
import { cachedRead } from './cache';

/**
 * "Service in town" pages (/category/{slug}/{city}) with fewer businesses than this are thin:
 * they are noindex, left out of the sitemap and not linked from category or city pages.
 */
export const MIN_LANDING_BUSINESSES = 3;

export type LandingPage = { categorySlug: string; citySlug: string; count: number };

const GROUP_SLUGS = CATEGORY_GROUPS.map((group) => group.slug);

// The same population the landing pages list (getBusinessesInCategoryAndCity): everything
// but businesses closed for good, and only rows that have a town.
const LISTED = Prisma.sql`business_status <> 'CLOSED_PERMANENTLY' AND city_slug IS NOT NULL AND city_slug <> ''`;

/**
 * Every group × town and specific category × town with at least `minBusinesses` businesses,
 * ordered by category then town. A specific category whose slug is also a group slug is
 * left out: that URL means the group.
 */
export const getLandingPages = cachedRead(async (minBusinesses: number): Promise<LandingPage[]> => {
  const rows = await db.$queryRaw<{ category_slug: string; city_slug: string; count: number }[]>`
    SELECT category_group AS category_slug, city_slug, count(*)::int AS count
    FROM businesses WHERE ${LISTED}
    GROUP BY category_group, city_slug HAVING count(*) >= ${minBusinesses}
    UNION ALL
    SELECT category_slug, city_slug, count(*)::int
    FROM businesses WHERE ${LISTED} AND category_slug NOT IN (${Prisma.join(GROUP_SLUGS)})
    GROUP BY category_slug, city_slug HAVING count(*) >= ${minBusinesses}
    ORDER BY 1, 2`;
  return rows.map((row) => ({
    categorySlug: row.category_slug,
    citySlug: row.city_slug,
    count: row.count,
  }));
}, 'landing-pages');

/** LISTED as a Prisma filter; `gt: ''` also excludes null. */
const LISTED_WHERE: Prisma.BusinessWhereInput = {
  businessStatus: { not: 'CLOSED_PERMANENTLY' },
  citySlug: { gt: '' },
};

/** Towns with at least `minBusinesses` of a group or category, most first (category page links). */
export const getLandingCities = cachedRead(
  async (categorySlug: string, minBusinesses: number, limit: number) => {
    const rows = await db.business.groupBy({
      by: ['citySlug'],
      where: { AND: [categoryWhere(categorySlug), LISTED_WHERE] },
      _count: { _all: true },
      _min: { city: true },
      having: { id: { _count: { gte: minBusinesses } } },
      orderBy: [{ _count: { id: 'desc' } }, { citySlug: 'asc' }],
      take: limit,
    });
    return rows.map((row) => ({
      citySlug: row.citySlug ?? '',
      city: row._min.city ?? row.citySlug ?? '',
      count: row._count._all,
    }));
  },
  'landing-cities',
);

export type LandingCategory = {
  categorySlug: string;
  name: string;
  isGroup: boolean;
  count: number;
};

/**
 * Groups and specific categories in a town with at least `minBusinesses` businesses, most
 * first (city page links): up to `limit` of each kind.
 */
export const getLandingCategories = cachedRead(
  async (citySlug: string, minBusinesses: number, limit: number): Promise<LandingCategory[]> => {
    const where: Prisma.BusinessWhereInput = { ...LISTED_WHERE, citySlug };
    const [groups, categories] = await Promise.all([
      db.business.groupBy({
        by: ['categoryGroup'],
        where,
        _count: { _all: true },
        having: { id: { _count: { gte: minBusinesses } } },
        orderBy: [{ _count: { id: 'desc' } }, { categoryGroup: 'asc' }],
        take: limit,
      }),
      db.business.groupBy({
        by: ['categorySlug'],
        where: { ...where, categorySlug: { notIn: GROUP_SLUGS } },
        _count: { _all: true },
        _min: { category: true },
        having: { id: { _count: { gte: minBusinesses } } },
        orderBy: [{ _count: { id: 'desc' } }, { categorySlug: 'asc' }],
        take: limit,
      }),
    ]);
    return [
      ...groups.map((row) => ({
        categorySlug: row.categoryGroup,
        name: getCategoryGroup(row.categoryGroup)?.name ?? row.categoryGroup,
        isGroup: true,
        count: row._count._all,
      })),
      ...categories.map((row) => ({
        categorySlug: row.categorySlug,
        name: row._min.category ?? row.categorySlug,
        isGroup: false,
        count: row._count._all,
      })),
    ];
  },
  'landing-categories',
);
