import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '@/prisma/seed';
import { getBusinessBySlug, getBusinessesInCategoryAndCity } from '@/lib/data/businesses';
import {
  getLandingCategories,
  getLandingCities,
  getLandingPages,
  MIN_LANDING_BUSINESSES,
} from '@/lib/data/landing-pages';
import { getRelatedBusinesses, relatedRowsSql } from '@/lib/data/related';
import { publicRead } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { CATEGORY_GROUPS } from '@/lib/categories';

const url = process.env.DATABASE_URL!;
const client = new pg.Client({ connectionString: url });

beforeAll(async () => {
  await client.connect();
  await seed(url);
  // The plan test below reads the planner's choice, which follows statistics, not autovacuum's timing.
  await client.query('ANALYZE businesses');
});
afterAll(() => client.end());

const count = async (sql: string, params: unknown[]) =>
  Number((await client.query(sql, params)).rows[0].count);

describe('getLandingPages', () => {
  it('lists groups and categories per town at or above the threshold, with true counts', async () => {
    const pages = await getLandingPages(MIN_LANDING_BUSINESSES);
    expect(pages.length).toBeGreaterThan(20);
    const groupSlugs = new Set<string>(CATEGORY_GROUPS.map((g) => g.slug));
    expect(pages.some((p) => groupSlugs.has(p.categorySlug))).toBe(true);
    expect(pages.some((p) => !groupSlugs.has(p.categorySlug))).toBe(true);
    for (const page of pages) expect(page.count).toBeGreaterThanOrEqual(MIN_LANDING_BUSINESSES);
    // Each count is what the landing page itself lists.
    for (const page of pages.slice(0, 15)) {
      const { totalCount } = await getBusinessesInCategoryAndCity(
        page.categorySlug,
        page.citySlug,
        {
          limit: 1,
          offset: 0,
        },
      );
      expect(totalCount).toBe(page.count);
    }
  });

  it('leaves out thin combinations and is ordered by category, then town', async () => {
    const all = await getLandingPages(1);
    const indexable = await getLandingPages(MIN_LANDING_BUSINESSES);
    expect(all.length).toBeGreaterThan(indexable.length);
    const keys = all.map((p) => `${p.categorySlug}\u0000${p.citySlug}`);
    expect(keys).toEqual([...keys].sort());
    const thin = all.find((p) => p.count < MIN_LANDING_BUSINESSES)!;
    expect(indexable).not.toContainEqual(thin);
  });

  it('never counts businesses closed for good', async () => {
    const { rows } = await client.query(
      `SELECT category_group, city_slug FROM businesses
       WHERE business_status = 'CLOSED_PERMANENTLY' AND city_slug IS NOT NULL LIMIT 1`,
    );
    const { category_group: group, city_slug: city } = rows[0];
    const countWhere = (extra: string) =>
      count(
        `SELECT count(*) FROM businesses WHERE category_group = $1 AND city_slug = $2 ${extra}`,
        [group, city],
      );
    const closed = await countWhere(`AND business_status = 'CLOSED_PERMANENTLY'`);
    expect(closed).toBeGreaterThan(0);
    const page = (await getLandingPages(1)).find(
      (p) => p.categorySlug === group && p.citySlug === city,
    );
    expect(page?.count ?? 0).toBe((await countWhere('')) - closed);
  });
});

describe('getLandingCities and getLandingCategories', () => {
  it('gives the busiest towns of a category with names and counts', async () => {
    const cities = await getLandingCities('restaurants', MIN_LANDING_BUSINESSES, 5);
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.length).toBeLessThanOrEqual(5);
    const counts = cities.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const london = cities.find((c) => c.citySlug === 'london');
    expect(london?.city).toBe('London');
    const pages = await getLandingPages(MIN_LANDING_BUSINESSES);
    for (const city of cities) {
      expect(pages).toContainEqual({
        categorySlug: 'restaurants',
        citySlug: city.citySlug,
        count: city.count,
      });
    }
  });

  it('gives exactly the top towns of a group and of a specific category', async () => {
    const pages = await getLandingPages(MIN_LANDING_BUSINESSES);
    const groupSlugs = new Set<string>(CATEGORY_GROUPS.map((g) => g.slug));
    const specific = pages.find((p) => !groupSlugs.has(p.categorySlug))!.categorySlug;
    for (const categorySlug of ['restaurants', specific]) {
      const expected = pages
        .filter((p) => p.categorySlug === categorySlug)
        .map((p) => p.count)
        .sort((a, b) => b - a)
        .slice(0, 3);
      const cities = await getLandingCities(categorySlug, MIN_LANDING_BUSINESSES, 3);
      expect(
        cities.map((c) => c.count),
        categorySlug,
      ).toEqual(expected);
      expect(cities.every((c) => c.city.length > 0)).toBe(true);
    }
  });

  it('gives the groups and categories of a town', async () => {
    const categories = await getLandingCategories('london', MIN_LANDING_BUSINESSES, 6);
    const groups = categories.filter((c) => c.isGroup);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.length).toBeLessThanOrEqual(6);
    expect(groups.find((g) => g.categorySlug === 'restaurants')?.name).toBe('Restaurants');
    const specific = categories.filter((c) => !c.isGroup);
    for (const category of specific) {
      expect(category.count).toBeGreaterThanOrEqual(MIN_LANDING_BUSINESSES);
      expect(category.name).not.toBe(category.categorySlug);
    }
  });
});

describe('getRelatedBusinesses', () => {
  it('gives other open businesses of the same group in the same town, best first', async () => {
    const { rows } = await client.query(
      `SELECT slug FROM businesses WHERE city_slug = 'london' AND category_group = 'restaurants' LIMIT 1`,
    );
    const business = (await getBusinessBySlug(rows[0].slug))!;
    const related = await getRelatedBusinesses(business, 4);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    for (const other of related) {
      expect(other.id).not.toBe(business.id);
      expect(other.categoryGroup).toBe('restaurants');
      expect(other.city).toBe('London');
      expect(other.businessStatus).not.toBe('CLOSED_PERMANENTLY');
    }
  });

  // At 1M a small town's group walked the group's rank index, a table page per row it skipped.
  it('reads the town and group from one index, testing no row it does not return', async () => {
    const plan = await publicRead<{ 'QUERY PLAN': string }>(
      Prisma.sql`EXPLAIN SELECT b.id FROM businesses b ${relatedRowsSql('restaurants', 'london', 7)}`,
      ['enable_seqscan', 'enable_bitmapscan'],
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(
      /Index Cond: \(\(city_slug = 'london'::text\) AND \(category_group = 'restaurants'::text\)\)/,
    );
  });

  it('gives neighbours in one read per town and group, each without the business itself', async () => {
    const { rows } = await client.query<{ slug: string }>(
      `SELECT slug FROM businesses WHERE city_slug = 'london' AND category_group = 'restaurants'
         AND business_status IS DISTINCT FROM 'CLOSED_PERMANENTLY'
       ORDER BY rank_score DESC, id LIMIT 4`,
    );
    expect(rows.length).toBe(4);
    const [best, second] = await Promise.all(
      rows.slice(0, 2).map((r) => getBusinessBySlug(r.slug)),
    );
    const slugs = async (business: typeof best) =>
      (await getRelatedBusinesses(business!, 2)).map((other) => other.slug);
    expect(await slugs(best)).toEqual([rows[1]!.slug, rows[2]!.slug]);
    expect(await slugs(second)).toEqual([rows[0]!.slug, rows[2]!.slug]);
  });

  it('gives none for a business without a town', async () => {
    expect(
      await getRelatedBusinesses({ id: 'x', categoryGroup: 'restaurants', city: null }),
    ).toEqual([]);
  });
});
