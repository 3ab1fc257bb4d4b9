import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '@/prisma/seed';
import { GET as statistics } from '@/app/api/statistics/route';
import { GET as popularCities } from '@/app/api/cities/popular/route';
import { GET as categories } from '@/app/api/categories/route';
import { GET as countries } from '@/app/api/countries/route';
import { expectBadRequest, expectPublicOk, get, sql } from './api-helpers';

const db = sql();

beforeAll(async () => {
  await seed(process.env.DATABASE_URL!);
  await db.client.connect();
});
afterAll(() => db.client.end());

type Summary = { businessCount: number };

function expectMostFirst(list: Summary[]) {
  const counts = list.map((item) => item.businessCount);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(counts.every((count) => count > 0)).toBe(true);
}

describe('GET /api/statistics', () => {
  it('counts businesses, verified ones, categories and cities as the table does', async () => {
    const result = await get(statistics, '/api/statistics');
    expectPublicOk(result);
    const expected = await db.one<Record<string, string>>(`SELECT
      count(*) AS "totalBusinesses",
      count(*) FILTER (WHERE is_verified) AS "verifiedBusinesses",
      count(DISTINCT category_slug) AS categories,
      count(DISTINCT city_slug) AS "totalCities"
      FROM businesses`);
    expect(result.body).toEqual({
      totalBusinesses: Number(expected.totalBusinesses),
      verifiedBusinesses: Number(expected.verifiedBusinesses),
      categories: Number(expected.categories),
      totalCities: Number(expected.totalCities),
    });
    expect(result.body).toMatchObject({ totalBusinesses: 1200 });
  });
});

describe('GET /api/cities/popular', () => {
  it('lists 12 cities by default as { id, name, businessCount }, most businesses first', async () => {
    const result = await get(popularCities, '/api/cities/popular');
    expectPublicOk(result);
    const cities = result.body as { id: string; name: string; businessCount: number }[];
    expect(cities).toHaveLength(12);
    expectMostFirst(cities);
    const expected = await db.rows<{ id: string; name: string; count: string }>(
      `SELECT city_slug AS id, min(city) AS name, count(*) AS count FROM businesses
       GROUP BY city_slug ORDER BY count(*) DESC, city_slug LIMIT 12`,
    );
    expect(cities).toEqual(
      expected.map((row) => ({ id: row.id, name: row.name, businessCount: Number(row.count) })),
    );
    expect(cities[0]).toEqual({ id: 'london', name: 'London', businessCount: expect.any(Number) });
  });

  it('takes a limit, and keeps the same order for the same data', async () => {
    const three = await get(popularCities, '/api/cities/popular?limit=3');
    const twelve = await get(popularCities, '/api/cities/popular');
    expect(three.body).toEqual((twelve.body as unknown[]).slice(0, 3));
  });

  it.each(['abc', '0', '-1', '101'])('rejects limit=%s with a 400 naming limit', async (limit) => {
    expectBadRequest(await get(popularCities, `/api/cities/popular?limit=${limit}`), 'limit');
  });
});

describe('GET /api/categories', () => {
  it('lists every specific category with its count, most first', async () => {
    const result = await get(categories, '/api/categories');
    expectPublicOk(result);
    const list = result.body as { category: string; slug: string; businessCount: number }[];
    expectMostFirst(list);
    const expected = await db.rows<{ slug: string; category: string; count: string }>(
      `SELECT category_slug AS slug, min(category) AS category, count(*) AS count
       FROM businesses GROUP BY category_slug ORDER BY count(*) DESC, category_slug`,
    );
    expect(list).toEqual(
      expected.map((row) => ({
        category: row.category,
        slug: row.slug,
        businessCount: Number(row.count),
      })),
    );
  });
});

describe('GET /api/countries', () => {
  it('lists countries with their counts, most first', async () => {
    const result = await get(countries, '/api/countries');
    expectPublicOk(result);
    const list = result.body as { country: string; businessCount: number }[];
    expectMostFirst(list);
    const expected = await db.rows<{ country: string; count: string }>(
      `SELECT country, count(*) AS count FROM businesses WHERE country <> ''
       GROUP BY country ORDER BY count(*) DESC, country`,
    );
    expect(list).toEqual(
      expected.map((row) => ({ country: row.country, businessCount: Number(row.count) })),
    );
  });
});

describe('counts after a write', () => {
  it('follow inserts and deletes (the counts are maintained, not recounted)', async () => {
    const before = (await get(statistics, '/api/statistics')).body as { totalBusinesses: number };
    await db.client.query(`INSERT INTO businesses
      (name, slug, category, category_slug, category_group, city, city_slug, country, place_id)
      VALUES ('Count Test', 'count-test-x', 'Plumber', 'plumber', 'home-services',
              'Tiny Town', 'tiny-town', 'Wales', 'count-test-1')`);
    const after = (await get(statistics, '/api/statistics')).body as { totalBusinesses: number };
    expect(after.totalBusinesses).toBe(before.totalBusinesses + 1);
    const cities = (await get(popularCities, '/api/cities/popular?limit=100')).body as {
      id: string;
    }[];
    expect(cities.map((city) => city.id)).toContain('tiny-town');

    await db.client.query(`DELETE FROM businesses WHERE place_id = 'count-test-1'`);
    const restored = (await get(statistics, '/api/statistics')).body;
    expect(restored).toEqual(before);
    const again = (await get(popularCities, '/api/cities/popular?limit=100')).body as {
      id: string;
    }[];
    expect(again.map((city) => city.id)).not.toContain('tiny-town');
  });
});
