import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { db, publicRead } from '@/lib/db';
import { env } from '@/lib/env';
import { filterConditions, OPEN } from '@/lib/search/conditions';
import { nearestWalk, WALK_OFF } from '@/lib/search/nearest';
import { searchBusinesses, type BusinessQuery } from '@/lib/search/search-businesses';
import { GET as list } from '@/app/api/businesses/route';
import { expectBadRequest, expectPublicOk, get } from './api-helpers';
import { fixture, loadFixtures } from './search-fixtures';

// District centres from data/uk-geo/outcodes.csv.
const LS2 = { lat: 53.80123, lng: -1.54597 }; // 2.5 km from LS6's centre
const LE1 = { lat: 52.63379, lng: -1.12812 }; // 135 km from LS6
const SW1A = { lat: 51.50265, lng: -0.13111 }; // 270 km from LS6
const WC2H = { lat: 51.51339, lng: -0.12778 };
const AB10 = { lat: 57.13514, lng: -2.11731 };

const at = (point: { lat: number; lng: number }, north = 0) => ({
  latitude: point.lat + north,
  longitude: point.lng,
});

/** Restaurants of WC2H, 100 m apart going north; the first is the postcode WC2H 7JP. */
const WC2H_RESTAURANTS = 3;

beforeAll(async () => {
  await loadFixtures([
    fixture({ name: 'Leeds City Plumbing', category: 'Plumber', zipCode: 'LS2 7EY', ...at(LS2) }),
    fixture({ name: 'Leicester Plumbing', category: 'Plumber', zipCode: 'LE1 1AA', ...at(LE1) }),
    fixture({
      name: 'Westminster Plumbing',
      category: 'Plumber',
      zipCode: 'SW1A 1AA',
      ...at(SW1A),
    }),
    fixture({
      name: 'Headingley Deli',
      category: 'Cafe',
      zipCode: 'LS6 2AB',
      latitude: 53.8193,
      longitude: -1.567,
    }),
    ...Array.from({ length: WC2H_RESTAURANTS }, (_, i) =>
      fixture({
        name: `Soho Restaurant ${i + 1}`,
        category: 'Restaurant',
        zipCode: i === 0 ? 'WC2H 7JP' : `WC2H ${i}AA`,
        ...at(WC2H, i * 0.0009),
      }),
    ),
    fixture({
      name: 'Westminster Restaurant',
      category: 'Restaurant',
      zipCode: 'SW1A 2AA',
      ...at(SW1A),
    }),
    fixture({ name: 'Unmapped Soho Restaurant', category: 'Restaurant', zipCode: 'WC2H 9ZZ' }),
    fixture({ name: 'Granite City Cafe', category: 'Cafe', zipCode: 'AB10 1AA', ...at(AB10) }),
  ]);
});

const search = (query: Partial<BusinessQuery>) =>
  searchBusinesses({ limit: 20, offset: 0, ...query });
const names = async (query: Partial<BusinessQuery>) =>
  (await search(query)).businesses.map((business) => business.name);

describe('text around a place, nearest first', () => {
  it('finds the plumber of a neighbouring district first, then farther ones, never beyond 200 km', async () => {
    const result = await search({ q: 'plumber', location: 'LS6 2AB' });
    expect(result.businesses.map((b) => b.name)).toEqual([
      'Leeds City Plumbing',
      'Leicester Plumbing',
    ]);
    expect(result.totalCount).toBe(2);
    expect(result.radiusKm).toBe(200);
    expect(result.placeLabel).toBe('LS6 2AB');
    expect(result.businesses[0]!.distanceMiles).toBeCloseTo(1.5, 0);
    // The same from the visitor's own position, in relevance or distance order.
    for (const sort of [undefined, 'distance'] as const) {
      expect(await names({ q: 'plumber', near: { lat: 53.8193, lng: -1.567 }, sort })).toEqual([
        'Leeds City Plumbing',
        'Leicester Plumbing',
      ]);
    }
  });

  it('keeps a district’s own matches first, those without coordinates too', async () => {
    expect(await names({ q: 'restaurant', location: 'WC2H' })).toEqual(
      expect.arrayContaining(['Unmapped Soho Restaurant', 'Westminster Restaurant']),
    );
    const found = await names({ q: 'restaurant', location: 'WC2H' });
    // The district's own four (fewer than five: few), ranked, then Westminster, the nearest other.
    expect(found).toHaveLength(WC2H_RESTAURANTS + 2);
    expect(found.at(-1)).toBe('Westminster Restaurant');
  });

  it('treats a radius as a hard limit', async () => {
    expect(await names({ q: 'plumber', location: 'LS6 2AB', radiusKm: 1 })).toEqual([]);
    expect(await names({ q: 'plumber', location: 'LS6 2AB', radiusKm: 5 })).toEqual([
      'Leeds City Plumbing',
    ]);
  });

  it('pages through own and nearest matches as one list', async () => {
    const all = await names({ q: 'restaurant', location: 'WC2H', limit: 20 });
    const pages = [
      ...(await names({ q: 'restaurant', location: 'WC2H', limit: 2 })),
      ...(await names({ q: 'restaurant', location: 'WC2H', limit: 2, offset: 2 })),
      ...(await names({ q: 'restaurant', location: 'WC2H', limit: 2, offset: 4 })),
    ];
    expect(pages).toEqual(all);
  });
});

describe('nearest first from a full postcode (sort=distance)', () => {
  it('lists every restaurant of WC2H 7JP’s district and beyond, nearest first', async () => {
    const result = await search({ q: 'restaurant', location: 'WC2H 7JP', sort: 'distance' });
    const listed = result.businesses.map((b) => b.name);
    expect(listed.slice(0, WC2H_RESTAURANTS)).toEqual(
      Array.from({ length: WC2H_RESTAURANTS }, (_, i) => `Soho Restaurant ${i + 1}`),
    );
    expect(listed[WC2H_RESTAURANTS]).toBe('Westminster Restaurant');
    // The district's own business without coordinates comes last, not lost.
    expect(listed.at(-1)).toBe('Unmapped Soho Restaurant');
    expect(result.totalCount).toBe(listed.length);
    const distances = result.businesses.flatMap((b) =>
      b.distanceKm === undefined ? [] : [b.distanceKm],
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('counts and pages the same whatever the page size', async () => {
    const query = { q: 'restaurant', location: 'WC2H 7JP', sort: 'distance' as const };
    const all = await search(query);
    const pages = [0, 2, 4].map((offset) => search({ ...query, limit: 2, offset }));
    const results = await Promise.all(pages);
    expect(results.map((r) => r.totalCount)).toEqual(results.map(() => all.totalCount));
    expect(results.flatMap((r) => r.businesses.map((b) => b.name))).toEqual(
      all.businesses.map((b) => b.name),
    );
  });

  it('answers the same through the API, with distanceMiles beside distanceKm', async () => {
    const result = await get(
      list,
      '/api/businesses?search=restaurant&location=WC2H%207JP&sort=distance',
    );
    expectPublicOk(result);
    const body = result.body as {
      totalCount: number;
      businesses: { name: string; distanceKm?: number; distanceMiles?: number }[];
    };
    expect(body.totalCount).toBe(WC2H_RESTAURANTS + 2);
    const [first] = body.businesses;
    expect(first!.name).toBe('Soho Restaurant 1');
    const second = body.businesses[1]!;
    expect(second.distanceMiles! * 1.609344).toBeCloseTo(second.distanceKm!, 1);
  });

  it('reads radiusMiles, refusing it beside radiusKm', async () => {
    const miles = await get(
      list,
      '/api/businesses?search=plumber&location=LS6%202AB&radiusMiles=3',
    );
    expectPublicOk(miles);
    expect(
      (miles.body as { businesses: { name: string }[] }).businesses.map((b) => b.name),
    ).toEqual(['Leeds City Plumbing']);
    expectBadRequest(
      await get(list, '/api/businesses?location=LS6&radiusMiles=3&radiusKm=5'),
      'radiusMiles',
    );
    expectBadRequest(
      await get(list, '/api/businesses?location=LS6&radiusMiles=100'),
      'radiusMiles',
    );
  });
});

describe('bounded reads', () => {
  it('stops a distance order at 1,000 results, like relevance', async () => {
    const deep = await search({ near: WC2H, radiusKm: 100, sort: 'distance', offset: 1000 });
    expect(deep.businesses).toEqual([]);
    expect(deep.totalCount).toBeLessThanOrEqual(1000);
  });

  it('walks the GiST index nearest first, never the table', async () => {
    const walk = nearestWalk([Prisma.sql`category_slug = 'plumber'`], LS2, 200, Prisma.sql`id`);
    const plan = await publicRead<{ 'QUERY PLAN': string }>(
      Prisma.sql`EXPLAIN ${walk} ORDER BY d LIMIT 20`,
      WALK_OFF,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Scan using businesses_earth_idx/);
    expect(text).toMatch(/Order By: \(earth <->/);
    expect(text).not.toMatch(/Seq Scan|Bitmap/);
  });

  // At 1M a table page per row made the count of "nearest first, open now" 80 to 100 ms.
  it('tests open now inside the GiST index', async () => {
    const openNow = filterConditions({
      openAt: Date.parse('2026-11-23T21:40:00Z'),
      limit: 20,
      offset: 0,
    });
    const walk = nearestWalk([OPEN, ...openNow], LS2, 100, Prisma.sql`m`);
    const plan = await publicRead<{ 'QUERY PLAN': string }>(
      Prisma.sql`EXPLAIN ${walk} LIMIT 1001`,
      WALK_OFF,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Only Scan using businesses_earth_idx/);
  });

  it('sets the public statement timeout for its own transaction only', async () => {
    const [inside] = await publicRead<{ timeout: string; seqscan: string }>(
      Prisma.sql`SELECT (SELECT setting FROM pg_settings WHERE name = 'statement_timeout') AS timeout,
        current_setting('enable_seqscan') AS seqscan`,
      WALK_OFF,
    );
    expect(inside).toEqual({ timeout: String(env.PUBLIC_READ_TIMEOUT_MS), seqscan: 'off' });
    const [after] = await db.$queryRaw<{ seqscan: string }[]>`
      SELECT current_setting('enable_seqscan') AS seqscan`;
    expect(after!.seqscan).toBe('on');
  });
});

describe('suggestions', () => {
  it('never suggests the words typed, and keeps the place', async () => {
    // No plumber within 200 km of Aberdeen; the suggestion is the place's other businesses.
    const result = await search({ q: 'plumber', location: 'AB10' });
    expect(result.totalCount).toBe(0);
    expect(result.suggestion).toEqual({ q: '', location: 'AB10', label: 'AB10' });
    const typo = await search({ q: 'Plumbers', location: 'AB10 1AA' });
    expect(typo.suggestion?.q ?? '').not.toMatch(/plumber/i);
  });
});
