// One count, one list: a category filter (the API's category=, the browse page's filter) lists
// and counts the same businesses, those whose secondary category it is included, with and
// without text, a town, a postcode, a filter or another order.
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as list } from '@/app/api/businesses/route';
import { GET as categories } from '@/app/api/categories/route';
import { GET as categoryList } from '@/app/api/category/[categoryName]/route';
import { db } from '@/lib/db';
import { searchBusinesses, type BusinessQuery } from '@/lib/search/search-businesses';
import { get } from './api-helpers';
import { fixture, loadFixtures } from './search-fixtures';

type Page = { businesses: { name: string }[]; totalCount: number; totalPages: number };

const MAIN = ['Trattoria Roma', 'Casa Nostra', 'Osteria Leeds'];
// Pizzerias that also serve as Italian restaurants: listed under their secondary category only.
const SECONDARY = Array.from(
  { length: 24 },
  (_, i) => `Pizzeria ${String(i + 1).padStart(2, '0')}`,
);
const CLOSED_SECONDARY = 'Closed Pizzeria';
const ALL_ITALIAN = [...MAIN, ...SECONDARY, CLOSED_SECONDARY].sort();

beforeAll(async () => {
  await loadFixtures([
    ...MAIN.map((name) => fixture({ name, category: 'Italian restaurant' })),
    ...SECONDARY.map((name, i) =>
      fixture({
        name,
        category: 'Pizza restaurant',
        rating: 3 + (i % 20) / 10,
        ...(i % 2 ? { city: 'Manchester' as const } : {}),
      }),
    ),
    fixture({
      name: CLOSED_SECONDARY,
      category: 'Pizza restaurant',
      businessStatus: 'CLOSED_PERMANENTLY',
    }),
    fixture({ name: 'Plain Pizza', category: 'Pizza restaurant' }),
    fixture({ name: 'Stegall Heating and Air', category: 'HVAC contractor' }),
    fixture({ name: 'Stegall Motors', category: 'Car dealer' }),
  ]);
  // Secondary categories as an import stores them (triggers keep business_categories and the
  // facet counts from these columns).
  await db.$executeRaw`UPDATE businesses
    SET secondary_categories = ARRAY['Italian restaurant'],
        secondary_category_slugs = ARRAY['italian-restaurant']
    WHERE name LIKE 'Pizzeria %' OR name = ${CLOSED_SECONDARY}`;
  await db.$executeRaw`UPDATE businesses
    SET secondary_categories = ARRAY['Air conditioning contractor'],
        secondary_category_slugs = ARRAY['air-conditioning-contractor']
    WHERE name = 'Stegall Heating and Air'`;
  await db.$executeRawUnsafe('ANALYZE businesses');
});

/** Every page of an API listing, one request per page. */
async function apiPages(query: string, limit: number) {
  const first = (await get(list, `/api/businesses?${query}&limit=${limit}&offset=0`)).body as Page;
  const names = first.businesses.map((b) => b.name);
  for (let page = 1; page < first.totalPages + 1; page += 1) {
    const { body } = await get(
      list,
      `/api/businesses?${query}&limit=${limit}&offset=${page * limit}`,
    );
    names.push(...(body as Page).businesses.map((b) => b.name));
  }
  return { names, totalCount: first.totalCount };
}

/** Every page of a search, and its count as the first page gave it. */
async function searchPages(query: Omit<BusinessQuery, 'limit' | 'offset'>, limit = 5) {
  const first = await searchBusinesses({ ...query, limit, offset: 0 });
  const names = first.businesses.map((b) => b.name);
  for (let offset = limit; offset < first.totalCount + limit; offset += limit) {
    names.push(
      ...(await searchBusinesses({ ...query, limit, offset })).businesses.map((b) => b.name),
    );
  }
  return { names, totalCount: first.totalCount };
}

describe('a category filter lists what it counts', () => {
  it('pages through every business of a category through the API, secondary ones included', async () => {
    const { names, totalCount } = await apiPages('category=Italian%20restaurant', 10);
    expect(totalCount).toBe(ALL_ITALIAN.length);
    expect(names).toHaveLength(totalCount);
    expect([...names].sort()).toEqual(ALL_ITALIAN);
    // Permanently closed last, as everywhere in search.
    expect(names.at(-1)).toBe(CLOSED_SECONDARY);
  });

  it('agrees in a town, with a filter, in another order and by slug', async () => {
    const inLeeds = ALL_ITALIAN.filter(
      (name) => !/^Pizzeria/.test(name) || Number(name.slice(-2)) % 2 === 1,
    );
    const cases: [Omit<BusinessQuery, 'limit' | 'offset'>, string[]][] = [
      [{ category: 'italian-restaurant', location: 'Leeds' }, inLeeds],
      [{ category: 'italian-restaurant', location: 'West Yorkshire' }, inLeeds],
      [{ category: 'Italian restaurant', minRating: 1 }, ALL_ITALIAN],
      [{ category: 'Italian restaurant', sort: 'rating' }, ALL_ITALIAN],
      [{ category: 'Italian restaurant', q: 'pizzeria' }, [...SECONDARY, CLOSED_SECONDARY].sort()],
    ];
    for (const [query, expected] of cases) {
      const { names, totalCount } = await searchPages(query);
      expect({ query, names: [...names].sort() }).toEqual({ query, names: expected });
      expect({ query, totalCount }).toEqual({ query, totalCount: expected.length });
    }
  });

  it('finds a business by text within its secondary category', async () => {
    const { body } = await get(
      list,
      '/api/businesses?category=Air%20conditioning%20contractor&search=Stegall',
    );
    const page = body as Page;
    expect(page.businesses.map((b) => b.name)).toEqual(['Stegall Heating and Air']);
    expect(page.totalCount).toBe(1);
  });

  it('counts as the category list and page do', async () => {
    const summaries = (await get(categories, '/api/categories')).body as {
      slug: string;
      businessCount: number;
    }[];
    expect(summaries.find((c) => c.slug === 'italian-restaurant')?.businessCount).toBe(
      ALL_ITALIAN.length,
    );
    // The category page lists the businesses not closed for good, and counts those.
    const open = ALL_ITALIAN.filter((name) => name !== CLOSED_SECONDARY);
    const listed: string[] = [];
    let counted = 0;
    for (let offset = 0; offset < open.length + 10; offset += 10) {
      const answer = await get(
        categoryList,
        `/api/category/italian-restaurant?limit=10&offset=${offset}`,
        { categoryName: 'italian-restaurant' },
      );
      counted = Number(answer.headers.get('x-total-count'));
      listed.push(...(answer.body as { name: string }[]).map((b) => b.name));
    }
    expect(counted).toBe(open.length);
    expect(listed.sort()).toEqual(open);
  });

  it('leaves a group to its main categories, as its counts do', async () => {
    // The pizzerias' secondary category is a restaurant too; the HVAC firm's is not a group.
    const { names, totalCount } = await searchPages({ category: 'home-services' }, 10);
    expect(names).toHaveLength(totalCount);
    expect(names).toContain('Stegall Heating and Air');
  });
});
