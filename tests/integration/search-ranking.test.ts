import { beforeAll, describe, expect, it } from 'vitest';
import { BROAD_ESTIMATE } from '@/lib/search/rank';
import { COUNT_CAP, searchBusinesses } from '@/lib/search/search-businesses';
import { fixture, loadFixtures } from './search-fixtures';

const page = (q: string, location: string, limit: number, offset: number) =>
  searchBusinesses({ q, location, limit, offset });

// Ranking fixtures in Leeds, all about bakeries, plus two crowds of cafés bigger than the count
// cap: one in Liverpool that is read and sorted whole, and one in Manchester past the broad
// estimate, ranked from ordered indexes.
const CROWD = BROAD_ESTIMATE + 500;
const MATCH_SET_CROWD = COUNT_CAP + 150;
const BROAD_SEARCHES = [
  ['Manchester', 'ranked from ordered indexes'],
  ['Liverpool', 'read and sorted whole'],
] as const;

/** Numbered cafés in a town with spread-out ratings; every 50th permanently closed. */
const cafes = (count: number, name: string, city: 'Manchester' | 'Liverpool') =>
  Array.from({ length: count }, (_, i) =>
    fixture({
      name: `${name} ${i}`,
      category: 'Cafe',
      city,
      rating: 1 + (i % 41) / 10,
      reviewCount: i % 7,
      businessStatus: i % 50 === 0 ? 'CLOSED_PERMANENTLY' : 'OPERATIONAL',
    }),
  );

beforeAll(async () => {
  await loadFixtures([
    fixture({ name: 'Bakery', category: 'Cafe', rating: 3, reviewCount: 2 }),
    fixture({ name: 'Leeds Bakery & Cafe', category: 'Cafe', rating: 3.5, reviewCount: 5 }),
    fixture({ name: 'Crumbs', category: 'Bakery', rating: 4.9, reviewCount: 400 }),
    fixture({ name: 'Flour Power', category: 'Bakery', rating: 4.2, reviewCount: 40 }),
    fixture({
      name: 'Morning Cup',
      category: 'Coffee shop',
      description: 'Coffee and cakes from the bakery next door.',
      rating: 5,
      reviewCount: 900,
    }),
    fixture({
      name: 'Golden Crust Bakery',
      category: 'Bakery',
      rating: 5,
      reviewCount: 2000,
      businessStatus: 'CLOSED_PERMANENTLY',
    }),
    ...cafes(CROWD, 'Corner Cafe', 'Manchester'),
    ...cafes(MATCH_SET_CROWD, 'Dock Cafe', 'Liverpool'),
  ]);
});

describe('ranking', () => {
  it('puts the exact name first, then name, category and description matches; closed last', async () => {
    const result = await page('bakery', 'Leeds', 20, 0);
    expect(result.businesses.map((b) => b.name)).toEqual([
      'Bakery', // the name typed in full
      'Leeds Bakery & Cafe', // the word in the name
      'Crumbs', // the category, higher rank score first…
      'Flour Power', // …then lower
      'Morning Cup', // only the description
      'Golden Crust Bakery', // permanently closed, whatever its rating
    ]);
    expect(result.totalCount).toBe(6);
    expect(result.totalCountCapped).toBe(false);
  });

  it('ranks by rating weighted by reviews when the text ties', async () => {
    const result = await page('', 'Leeds', 20, 0);
    const open = result.businesses.filter((b) => b.businessStatus !== 'CLOSED_PERMANENTLY');
    expect(open[0]!.name).toBe('Morning Cup');
    expect(result.businesses.at(-1)!.name).toBe('Golden Crust Bakery');
  });
});

describe('pagination', () => {
  async function allPages(q: string, location: string, size: number) {
    const seen: string[] = [];
    for (let offset = 0; ; offset += size) {
      const { businesses } = await page(q, location, size, offset);
      seen.push(...businesses.map((b) => b.id));
      if (businesses.length < size) return seen;
    }
  }

  it('is stable and complete across pages of a small result', async () => {
    const whole = (await page('bakery', 'Leeds', 50, 0)).businesses.map((b) => b.id);
    expect(await allPages('bakery', 'Leeds', 4)).toEqual(whole);
  });

  it.each(BROAD_SEARCHES)(
    'caps the count of a broad search (%s, %s) and pages it without gaps or repeats',
    async (town) => {
      const first = await page('cafe', town, 20, 0);
      expect(first.totalCount).toBe(COUNT_CAP);
      expect(first.totalCountCapped).toBe(true);
      expect(first.totalPages).toBe(COUNT_CAP / 20);

      const ids = await allPages('cafe', town, 100);
      expect(ids).toHaveLength(COUNT_CAP);
      expect(new Set(ids).size).toBe(COUNT_CAP);
      expect((await page('cafe', town, 20, 40)).businesses.map((b) => b.id)).toEqual(
        ids.slice(40, 60),
      );
    },
  );

  it.each(BROAD_SEARCHES)(
    'orders a broad search (%s, %s) by name match, then rank score, closed businesses after',
    async (town) => {
      const { businesses } = await page('cafe', town, 100, 0);
      const scores = businesses.map((b) => (b.rating! * b.reviewCount + 40) / (b.reviewCount + 10));
      for (let i = 1; i < scores.length; i++)
        expect(scores[i]!).toBeLessThanOrEqual(scores[i - 1]!);
      expect(businesses.every((b) => b.businessStatus !== 'CLOSED_PERMANENTLY')).toBe(true);
    },
  );

  it('counts exactly from the maintained counts when there is no text', async () => {
    const result = await page('', 'Manchester', 20, 0);
    expect(result.totalCount).toBe(CROWD);
    expect(result.totalCountCapped).toBe(false);
    const last = await page('', 'Manchester', 20, CROWD - 5);
    expect(last.businesses.map((b) => b.businessStatus)).toEqual(
      Array(5).fill('CLOSED_PERMANENTLY'),
    );
  });

  it('pages a place with no text completely: open best first, then closed best first', async () => {
    const seen: Awaited<ReturnType<typeof page>>['businesses'] = [];
    // 100 a page puts the open/closed boundary (2,450 open) inside a page.
    for (let offset = 0; offset < CROWD; offset += 100) {
      seen.push(...(await page('', 'Manchester', 100, offset)).businesses);
    }
    expect(seen).toHaveLength(CROWD);
    expect(new Set(seen.map((b) => b.id)).size).toBe(CROWD);
    const closed = seen.map((b) => b.businessStatus === 'CLOSED_PERMANENTLY');
    expect(closed.indexOf(true)).toBe(CROWD - CROWD / 50);
    expect(closed.slice(closed.indexOf(true)).every(Boolean)).toBe(true);
    const score = (b: (typeof seen)[number]) =>
      (b.rating! * b.reviewCount + 40) / (b.reviewCount + 10);
    for (let i = 1; i < seen.length; i++) {
      if (closed[i] === closed[i - 1])
        expect(score(seen[i]!)).toBeLessThanOrEqual(score(seen[i - 1]!));
    }
  });
});
