import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db as prisma } from '@/lib/db';
import { seed } from '@/prisma/seed';
import { businessInputSchema, toBusinessRecord } from '@/lib/validation/business';
import { GET as list } from '@/app/api/businesses/route';
import { GET as recommended } from '@/app/api/businesses/recommended/route';
import { GET as latest } from '@/app/api/businesses/latest/route';
import { expectBadRequest, expectBusinesses, expectPublicOk, get, sql } from './api-helpers';

const db = sql();
type Page = {
  businesses: { id: string; name: string; category: string; categoryGroup: string }[];
  totalCount: number;
  totalPages: number;
};

const rankTestBusiness = (name: string, placeId: string, rating: number, reviewCount: number) =>
  toBusinessRecord(
    businessInputSchema.parse({
      name,
      category: 'Plumber',
      city: 'London',
      country: 'United Kingdom',
      rating,
      reviewCount,
      placeId,
      openingHours: { Monday: '9AM-5PM' },
    }),
  );

let total: number;

beforeAll(async () => {
  await seed(process.env.DATABASE_URL!);
  await db.client.connect();
  // Keep demo ratings modest so the ranking pair below is the top of the list.
  await db.client.query('UPDATE businesses SET rating = 4.5 WHERE rating > 4.5');
  await prisma.business.createMany({
    data: [
      rankTestBusiness('One Review Plumbing', 'rank-one-review', 5.0, 1),
      rankTestBusiness('Nine Hundred Reviews Plumbing', 'rank-nine-hundred', 4.8, 900),
    ],
  });
  total = await db.count('SELECT count(*) FROM businesses');
});
afterAll(() => db.client.end());

/** Every page of a listing, one request per page. */
async function allPages(query: string, limit: number) {
  const first = (await get(list, `/api/businesses?${query}&limit=${limit}`)).body as Page;
  const ids = first.businesses.map((b) => b.id);
  for (let page = 1; page < first.totalPages; page++) {
    const next = await get(list, `/api/businesses?${query}&limit=${limit}&offset=${page * limit}`);
    expectPublicOk(next);
    const body = next.body as Page;
    expect(body.totalCount).toBe(first.totalCount);
    ids.push(...body.businesses.map((b) => b.id));
  }
  return { first, ids };
}

describe('GET /api/businesses', () => {
  it('returns 20 business objects by default with totalCount and totalPages', async () => {
    const result = await get(list, '/api/businesses');
    expectPublicOk(result);
    const body = result.body as Page;
    expect(Object.keys(body).sort()).toEqual(['businesses', 'totalCount', 'totalPages']);
    expect(body.businesses).toHaveLength(20);
    expectBusinesses(body.businesses);
    expect(body.totalCount).toBe(total);
    expect(body.totalPages).toBe(Math.ceil(total / 20));
  });

  it('pages through everything in a stable order: no duplicates, no gaps', async () => {
    const { first, ids } = await allPages('offset=0', 100);
    expect(first.totalPages).toBe(Math.ceil(total / 100));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    const expected = await db.rows<{ id: string }>(
      'SELECT id FROM businesses ORDER BY rank_score DESC, id',
    );
    expect(ids).toEqual(expected.map((row) => row.id));
  });

  it('computes totalPages as ceil(totalCount / limit)', async () => {
    for (const limit of [1, 7, 50, 100]) {
      const body = (await get(list, `/api/businesses?limit=${limit}`)).body as Page;
      expect(body.businesses).toHaveLength(limit);
      expect(body.totalPages).toBe(Math.ceil(total / limit));
    }
  });

  it('returns an empty page past the end, with the same totals', async () => {
    const body = (await get(list, `/api/businesses?offset=${total}`)).body as Page;
    expect(body).toEqual({ businesses: [], totalCount: total, totalPages: Math.ceil(total / 20) });
  });

  it.each(['category=all', 'category=', 'category=ALL', 'search=', 'search=%20%20'])(
    'treats %s as no filter',
    async (query) => {
      const body = (await get(list, `/api/businesses?${query}`)).body as Page;
      expect(body.totalCount).toBe(total);
    },
  );

  it('filters by a category group, its pages adding up to totalCount', async () => {
    const { first, ids } = await allPages('category=home-services', 50);
    const inGroup = await db.count(
      `SELECT count(*) FROM businesses WHERE category_group = 'home-services'`,
    );
    expect(first.totalCount).toBeGreaterThan(0);
    expect(first.totalCount).toBeLessThanOrEqual(inGroup);
    expect(ids).toHaveLength(first.totalCount);
    expect(new Set(ids).size).toBe(ids.length);
    const groups = await db.rows<{ category_group: string }>(
      'SELECT DISTINCT category_group FROM businesses WHERE id = ANY($1::uuid[])',
      [ids],
    );
    expect(groups).toEqual([{ category_group: 'home-services' }]);
  });

  it.each(['Plumber', 'plumber'])('filters by the specific category %s', async (category) => {
    const body = (await get(list, `/api/businesses?category=${category}&limit=100`)).body as Page;
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.businesses.every((b) => b.category === 'Plumber')).toBe(true);
  });

  it('searches: a business is found by its name, and the total counts the matches', async () => {
    const target = await db.one<{ id: string; name: string }>(
      `SELECT id, name FROM businesses WHERE city = 'Leeds' ORDER BY name LIMIT 1`,
    );
    const query = `search=${encodeURIComponent(target.name)}&limit=100`;
    const result = await get(list, `/api/businesses?${query}`);
    expectPublicOk(result);
    const body = result.body as Page;
    expectBusinesses(body.businesses);
    expect(body.businesses.map((b) => b.id)).toContain(target.id);
    expect(body.totalCount).toBeGreaterThanOrEqual(1);
    expect(body.totalCount).toBeLessThan(total);
    expect(body.totalPages).toBe(Math.ceil(body.totalCount / 100));

    const located = (await get(list, `/api/businesses?${query}&location=Leeds`)).body as Page;
    expect(located.businesses.map((b) => b.id)).toContain(target.id);
  });

  it('combines search with a category filter', async () => {
    const body = (await get(list, '/api/businesses?search=plumbing&category=home-services'))
      .body as Page;
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.businesses.every((b) => b.categoryGroup === 'home-services')).toBe(true);
  });

  it.each([
    ['limit=abc', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=0', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=101', 'limit'],
    ['limit=100000', 'limit'],
    ['offset=-5', 'offset'],
    ['offset=abc', 'offset'],
    ['offset=10001', 'offset'],
    ['offset=10000000', 'offset'],
    [`search=${'a'.repeat(201)}`, 'search'],
    [`location=${'a'.repeat(201)}`, 'location'],
    [`category=${'a'.repeat(201)}`, 'category'],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    expectBadRequest(await get(list, `/api/businesses?${query}`), parameter);
  });

  it('accepts the deepest offset, as deep as the list pages go', async () => {
    expectPublicOk(await get(list, '/api/businesses?offset=10000'));
    expectPublicOk(await get(list, '/api/businesses?offset=10000&search=plumber'));
  });

  it('accepts the largest limit', async () => {
    const result = await get(list, '/api/businesses?limit=100');
    expectPublicOk(result);
    expect((result.body as Page).businesses).toHaveLength(100);
  });
});

describe('GET /api/businesses/recommended', () => {
  it('ranks 4.8 from 900 reviews above 5.0 from a single review', async () => {
    const result = await get(recommended, '/api/businesses/recommended?limit=100');
    expectPublicOk(result);
    expectBusinesses(result.body);
    const names = (result.body as { name: string }[]).map((b) => b.name);
    expect(names[0]).toBe('Nine Hundred Reviews Plumbing');
    const single = names.indexOf('One Review Plumbing');
    expect(single === -1 || single > 0).toBe(true);
  });

  it('follows the Bayesian rank score, best first, leaving out the permanently closed', async () => {
    const result = await get(recommended, '/api/businesses/recommended');
    const ids = (result.body as { id: string }[]).map((b) => b.id);
    expect(ids).toHaveLength(20);
    const expected = await db.rows<{ id: string }>(
      `SELECT id FROM businesses WHERE business_status <> 'CLOSED_PERMANENTLY'
       ORDER BY rank_score DESC, id LIMIT 20`,
    );
    expect(ids).toEqual(expected.map((row) => row.id));
  });

  it('takes a limit and rejects a bad one', async () => {
    const result = await get(recommended, '/api/businesses/recommended?limit=6');
    expect(result.body).toHaveLength(6);
    expectBadRequest(await get(recommended, '/api/businesses/recommended?limit=500'), 'limit');
  });
});

describe('GET /api/businesses/latest', () => {
  it('lists the newest first', async () => {
    const result = await get(latest, '/api/businesses/latest');
    expectPublicOk(result);
    expectBusinesses(result.body);
    const ids = (result.body as { id: string }[]).map((b) => b.id);
    const expected = await db.rows<{ id: string }>(
      'SELECT id FROM businesses ORDER BY created_at DESC, id LIMIT 20',
    );
    expect(ids).toEqual(expected.map((row) => row.id));
    const newest = (result.body as { name: string }[]).slice(0, 2).map((b) => b.name);
    expect(newest.sort()).toEqual(['Nine Hundred Reviews Plumbing', 'One Review Plumbing']);
  });

  it('rejects a bad limit', async () => {
    expectBadRequest(await get(latest, '/api/businesses/latest?limit=abc'), 'limit');
  });
});
