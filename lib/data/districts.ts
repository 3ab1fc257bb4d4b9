import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { CACHE_TAGS, cachedRead } from '@/lib/cache/data-cache';
import { MIN_LANDING_BUSINESSES } from './landing-pages';
import { OPEN_BY_INDEX, rankedBusinesses, type Page } from './ranked-list';

// Postcode-district hubs within a town (docs/seo.md#click-depth): they bound the clicks to any
// business of a large town, where the town's own pages stop at MAX_PAGE.

/** A hub above this share of its town would list nearly the town's own businesses again. */
export const MAX_DISTRICT_SHARE = 0.8;

export type TownDistrict = { district: string; count: number };

/** Counted from the (town, district, rank) index, never from the town's rows. */
export const getTownDistricts = cachedRead(
  (citySlug: string) =>
    db.$queryRaw<TownDistrict[]>`
      SELECT postcode_district AS district, count(*)::int AS count FROM businesses
      WHERE city_slug = ${citySlug} AND postcode_district IS NOT NULL AND ${OPEN_BY_INDEX}
      GROUP BY 1 ORDER BY 1`,
  'town-districts',
  (citySlug) => [CACHE_TAGS.town(citySlug)],
);

/** Indexed and linked: at least 3 businesses, and not (nearly) the whole town. */
export function isIndexableDistrict(count: number, townCount: number): boolean {
  return count >= MIN_LANDING_BUSINESSES && count <= MAX_DISTRICT_SHARE * townCount;
}

export const getBusinessesInDistrict = cachedRead(
  async (citySlug: string, district: string, page: Page) => {
    const conditions = [
      Prisma.sql`city_slug = ${citySlug}`,
      Prisma.sql`postcode_district = ${district}`,
      OPEN_BY_INDEX,
    ];
    const [businesses, [counted]] = await Promise.all([
      rankedBusinesses(conditions, page),
      db.$queryRaw<{ count: number }[]>`
        SELECT count(*)::int AS count FROM businesses
        WHERE ${Prisma.join(conditions, ' AND ')}`,
    ]);
    return { businesses, totalCount: counted?.count ?? 0 };
  },
  'businesses-in-district',
  (citySlug) => [CACHE_TAGS.town(citySlug)],
);
