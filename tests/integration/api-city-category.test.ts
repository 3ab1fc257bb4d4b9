import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '@/prisma/seed';
import { GET as city } from '@/app/api/city/[cityName]/route';
import { GET as category } from '@/app/api/category/[categoryName]/route';
import {
  expectBadRequest,
  expectBusinesses,
  expectNotFound,
  expectPublicOk,
  get,
  sql,
  type ApiResult,
} from './api-helpers';

const db = sql();

beforeAll(async () => {
  await seed(process.env.DATABASE_URL!);
  await db.client.connect();
});
afterAll(() => db.client.end());

const inCity = (cityName: string, query = '') =>
  get(city, `/api/city/${encodeURIComponent(cityName)}${query}`, { cityName });
const inCategory = (categoryName: string, query = '') =>
  get(category, `/api/category/${encodeURIComponent(categoryName)}${query}`, { categoryName });

const ids = (result: ApiResult) => (result.body as { id: string }[]).map((b) => b.id);
const totalCount = (result: ApiResult) => Number(result.headers.get('x-total-count'));

describe('GET /api/city/{cityName}', () => {
  it('lists the first 50 of a city, best first, leaving out the permanently closed, with the total in X-Total-Count', async () => {
    const result = await inCity('London');
    expectPublicOk(result);
    expectBusinesses(result.body);
    const expected = await db.rows<{ id: string }>(
      `SELECT id FROM businesses WHERE city_slug = 'london' AND business_status <> 'CLOSED_PERMANENTLY'
       ORDER BY rank_score DESC, id`,
    );
    const closed = await db.count(
      `SELECT count(*) FROM businesses WHERE city_slug = 'london' AND business_status = 'CLOSED_PERMANENTLY'`,
    );
    expect(closed).toBeGreaterThan(0);
    expect(expected.length).toBeGreaterThan(50);
    expect(totalCount(result)).toBe(expected.length);
    expect(ids(result)).toEqual(expected.slice(0, 50).map((row) => row.id));
    expect((result.body as { city: string }[]).every((b) => b.city === 'London')).toBe(true);
  });

  it.each(['london', 'LONDON', ' London '])('finds the city by %j in any case', async (name) => {
    const result = await inCity(name);
    expectPublicOk(result);
    expect(ids(result)).toEqual(ids(await inCity('London')));
  });

  it('takes a decoded name with spaces, its slug, or a name left URL-encoded', async () => {
    const byName = await inCity('Newcastle upon Tyne');
    expectPublicOk(byName);
    expect(totalCount(byName)).toBeGreaterThan(0);
    expect(ids(await inCity('newcastle-upon-tyne'))).toEqual(ids(byName));
    expect(ids(await get(city, '/api/city/x', { cityName: 'Newcastle%20upon%20Tyne' }))).toEqual(
      ids(byName),
    );
  });

  it('pages with limit and offset: no duplicates, no gaps', async () => {
    const total = totalCount(await inCity('London'));
    const seen: string[] = [];
    for (let offset = 0; offset < total; offset += 30) {
      const page = await inCity('London', `?limit=30&offset=${offset}`);
      expectPublicOk(page);
      expect(totalCount(page)).toBe(total);
      seen.push(...ids(page));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(await inCity('London', `?offset=${total}`)).toMatchObject({ body: [] });
  });

  it('answers 404 with a message for a city with no businesses', async () => {
    expectNotFound(await inCity('Atlantis'), 'Atlantis');
  });

  it.each([
    ['?limit=abc', 'limit'],
    ['?limit=-1', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=100000', 'limit'],
    ['?offset=-5', 'offset'],
    ['?offset=10000000', 'offset'],
  ])('rejects %s with a 400 naming %s', async (query, parameter) => {
    expectBadRequest(await inCity('London', query), parameter);
  });

  it('rejects invalid UTF-8 in the name with a 400 naming cityName', async () => {
    expectBadRequest(await get(city, '/api/city/%E0%A4%A', { cityName: '%E0%A4%A' }), 'cityName');
  });
});

describe('GET /api/category/{categoryName}', () => {
  it('lists a category group, best first, leaving out the permanently closed', async () => {
    const result = await inCategory('home-services');
    expectPublicOk(result);
    expectBusinesses(result.body);
    const expected = await db.rows<{ id: string }>(
      `SELECT id FROM businesses
       WHERE category_group = 'home-services' AND business_status <> 'CLOSED_PERMANENTLY'
       ORDER BY rank_score DESC, id`,
    );
    expect(totalCount(result)).toBe(expected.length);
    expect(ids(result)).toEqual(expected.slice(0, 50).map((row) => row.id));
  });

  it('lists a specific category by its name or slug, in any case', async () => {
    const byName = await inCategory('Plumber');
    expectPublicOk(byName);
    const expected = await db.count(
      `SELECT count(*) FROM businesses
       WHERE category_slug = 'plumber' AND business_status <> 'CLOSED_PERMANENTLY'`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(totalCount(byName)).toBe(expected);
    expect((byName.body as { category: string }[]).every((b) => b.category === 'Plumber')).toBe(
      true,
    );
    expect(ids(await inCategory('plumber'))).toEqual(ids(byName));
    expect(ids(await inCategory('PLUMBER'))).toEqual(ids(byName));
  });

  it('pages a group with limit and offset: no duplicates, no gaps', async () => {
    const total = totalCount(await inCategory('restaurants'));
    const seen: string[] = [];
    for (let offset = 0; offset < total; offset += 100) {
      seen.push(...ids(await inCategory('restaurants', `?limit=100&offset=${offset}`)));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('returns an empty list for a group that has no businesses yet', async () => {
    const result = await inCategory('local-services');
    expectPublicOk(result);
    expect(result.body).toEqual([]);
    expect(totalCount(result)).toBe(0);
  });

  it('answers 404 with a message for an unknown category', async () => {
    expectNotFound(await inCategory('Underwater Basket Weaving'), 'Underwater Basket Weaving');
  });

  it('rejects a bad limit and invalid UTF-8 with 400s naming the parameter', async () => {
    expectBadRequest(await inCategory('Plumber', '?limit=100000'), 'limit');
    expectBadRequest(await inCategory('Plumber', '?offset=-5'), 'offset');
    expectBadRequest(
      await get(category, '/api/category/%E0%A4%A', { categoryName: '%E0%A4%A' }),
      'categoryName',
    );
  });
});
