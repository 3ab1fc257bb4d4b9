import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { db, publicRead } from '@/lib/db';
import { and, filterConditions, OPEN } from '@/lib/search/conditions';
import { withinRadius } from '@/lib/search/geo';
import { isOpenAt, normaliseOpeningHours, parseOpeningHours } from '@/lib/hours';
import { searchBusinesses, type BusinessQuery } from '@/lib/search/search-businesses';
import { GET as list } from '@/app/api/businesses/route';
import { expectBadRequest, expectPublicOk, get } from './api-helpers';
import { WEEKDAYS_9_TO_5 } from '@/tests/support/hours';
import { fixture, loadFixtures } from './search-fixtures';

// Centres of the districts in data/uk-geo/outcodes.csv.
const LS6 = { lat: 53.81928, lng: -1.56704 };
const LS1 = { lat: 53.79674, lng: -1.54754 }; // 2.8 km from LS6
const ILKLEY = { lat: 53.92058, lng: -1.80356 }; // 19 km from LS6
const L1 = { lat: 53.40254, lng: -2.97928 };

const ALWAYS = Object.fromEntries(
  Object.keys(WEEKDAYS_9_TO_5).map((day) => [day, 'Open 24 hours']),
);
const NEVER = Object.fromEntries(Object.keys(WEEKDAYS_9_TO_5).map((day) => [day, 'Closed']));
const EVERY_DAY_9_TO_5 = Object.fromEntries(
  Object.keys(WEEKDAYS_9_TO_5).map((day) => [day, '9AM-5PM']),
);

const at = (point: { lat: number; lng: number }) => ({ latitude: point.lat, longitude: point.lng });

beforeAll(async () => {
  await loadFixtures([
    fixture({
      name: 'Headingley Cafe',
      category: 'Cafe',
      zipCode: 'LS6 1AA',
      ...at(LS6),
      rating: 4.6,
      reviewCount: 50,
      website: 'https://headingley.example',
      phone: '0113 496 0001',
      openingHours: ALWAYS,
    }),
    fixture({
      name: 'City Centre Cafe',
      category: 'Cafe',
      zipCode: 'LS1 4DJ',
      ...at(LS1),
      rating: 3.5,
      reviewCount: 400,
      openingHours: WEEKDAYS_9_TO_5,
    }),
    fixture({
      name: 'Ilkley Moor Cafe',
      category: 'Cafe',
      zipCode: 'LS29 8AA',
      ...at(ILKLEY),
      rating: 4.9,
      reviewCount: 5,
      openingHours: NEVER,
    }),
    fixture({ name: 'Unmapped Cafe', category: 'Cafe', zipCode: 'LS6 2ZZ', rating: 4.1 }),
    fixture({
      name: 'Dockside Cafe',
      category: 'Cafe',
      city: 'Liverpool',
      zipCode: 'L1 8JQ',
      ...at(L1),
      openingHours: ALWAYS,
    }),
    fixture({
      name: 'Brooklyn Bagels',
      category: 'Cafe',
      zipCode: 'LS6 3AA',
      latitude: LS6.lat + 0.01,
      longitude: LS6.lng,
      rating: 3.9,
      openingHours: EVERY_DAY_9_TO_5,
    }),
  ]);
  // Its hours are New York's (a business abroad; the importer fills time_zone).
  await db.$executeRaw`UPDATE businesses SET time_zone = 'America/New_York'
    WHERE name = 'Brooklyn Bagels'`;
});

const search = (query: Partial<BusinessQuery>) =>
  searchBusinesses({ limit: 50, offset: 0, ...query });
const names = async (query: Partial<BusinessQuery>) =>
  (await search(query)).businesses.map((business) => business.name);
const sorted = async (query: Partial<BusinessQuery>) => (await names(query)).sort();

describe('radius search', () => {
  it('finds what is within the radius of the visitor, nearest first when asked', async () => {
    const result = await search({ near: LS6, radiusKm: 5, sort: 'distance' });
    expect(result.businesses.map((b) => b.name)).toEqual([
      'Headingley Cafe',
      'Brooklyn Bagels',
      'City Centre Cafe',
    ]);
    expect(result.totalCount).toBe(3);
    const [first, second, third] = result.businesses;
    expect(first!.distanceKm).toBe(0);
    expect(second!.distanceKm).toBeCloseTo(1.11, 1);
    expect(third!.distanceKm).toBeCloseTo(2.8, 1);
    expect(await sorted({ near: LS6, radiusKm: 25 })).toContain('Ilkley Moor Cafe');
    expect(await sorted({ near: LS6, radiusKm: 0.5 })).toEqual(['Headingley Cafe']);
  });

  it('searches 10 km around a district or postcode, keeping its own unmapped businesses', async () => {
    const inLs6 = ['Brooklyn Bagels', 'City Centre Cafe', 'Headingley Cafe', 'Unmapped Cafe'];
    expect(await sorted({ location: 'LS6' })).toEqual(inLs6);
    expect(await sorted({ location: 'LS6 1AA' })).toEqual(
      inLs6.filter((name) => name !== 'Unmapped Cafe'),
    );
    expect(await sorted({ location: 'LS6', radiusKm: 25 })).toEqual(
      [...inLs6, 'Ilkley Moor Cafe'].sort(),
    );
    const fromDistrict = await search({ location: 'LS6', sort: 'distance' });
    expect(fromDistrict.businesses[0]!.name).toBe('Headingley Cafe');
    expect(fromDistrict.businesses.at(-1)!.name).toBe('Unmapped Cafe');
    expect(fromDistrict.businesses.at(-1)!.distanceKm).toBeUndefined();
  });

  it('lists a district’s own text matches first, then the nearest around it, unless given a radius', async () => {
    const found = await names({ q: 'cafe', location: 'LS6' });
    expect(found.slice(0, 3).sort()).toEqual([
      'Brooklyn Bagels',
      'Headingley Cafe',
      'Unmapped Cafe',
    ]);
    expect(found.slice(3)).toEqual(['City Centre Cafe', 'Ilkley Moor Cafe', 'Dockside Cafe']);
    expect(await sorted({ q: 'cafe', location: 'LS6', radiusKm: 10 })).toContain(
      'City Centre Cafe',
    );
  });

  it('reads a town as the town, or as a circle around its centre when given a radius', async () => {
    expect(await sorted({ location: 'Leeds' })).toHaveLength(5);
    const near = await search({ location: 'Leeds', radiusKm: 5 });
    expect(near.point).toBeDefined();
    expect(near.businesses.map((b) => b.name)).not.toContain('Ilkley Moor Cafe');
    expect(near.businesses.every((b) => b.distanceKm !== undefined && b.distanceKm <= 5)).toBe(
      true,
    );
  });

  it('widens a town with few text matches to the nearest around it', async () => {
    const result = await search({ q: 'cafe', location: 'Liverpool' });
    const found = result.businesses.map((b) => b.name);
    expect(found[0]).toBe('Dockside Cafe');
    expect(found.slice(1).sort()).toEqual(
      ['Brooklyn Bagels', 'City Centre Cafe', 'Headingley Cafe', 'Ilkley Moor Cafe'].sort(),
    );
    expect(result.radiusKm).toBe(200);
    expect(result.businesses[1]!.distanceKm).toBeGreaterThan(50);
  });

  it('combines with text', async () => {
    expect(await names({ q: 'bagels', near: LS6, radiusKm: 5 })).toEqual(['Brooklyn Bagels']);
    expect(await names({ q: 'bagels', near: L1, radiusKm: 5 })).toEqual([]);
  });
});

describe('open now in a wide circle (issue 45)', () => {
  // At 1M a table page per row tested made radius 100 km + open now at offset 980 ~400 ms.
  it('walks the rank order from the index alone', async () => {
    const where = and([
      OPEN,
      ...filterConditions({ openAt: Date.parse('2026-11-23T21:40:00Z'), limit: 20, offset: 0 }),
      withinRadius(LS6, 100, false),
    ]);
    const plan = await publicRead<{ 'QUERY PLAN': string }>(
      Prisma.sql`EXPLAIN SELECT id FROM businesses WHERE ${where}
        ORDER BY rank_score DESC, id LIMIT 1000`,
      ['enable_seqscan', 'enable_bitmapscan'],
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Only Scan using businesses_rank_open_idx/);
  });
});

describe('filters and sorts', () => {
  it('keeps what is open at the moment in each business’s own time zone', async () => {
    // Monday 15:00 in London (GMT) is 10:00 in New York.
    const mondayAfternoon = Date.parse('2026-11-23T15:00:00Z');
    expect(await sorted({ location: 'Leeds', openAt: mondayAfternoon })).toEqual([
      'Brooklyn Bagels',
      'City Centre Cafe',
      'Headingley Cafe',
    ]);
    // Monday 20:00 in London, 15:00 in New York.
    const mondayEvening = Date.parse('2026-11-23T20:00:00Z');
    expect(await sorted({ location: 'Leeds', openAt: mondayEvening })).toEqual([
      'Brooklyn Bagels',
      'Headingley Cafe',
    ]);
    // Monday 10:00 in London, 05:00 in New York.
    expect(await sorted({ location: 'Leeds', openAt: Date.parse('2026-11-23T10:00:00Z') })).toEqual(
      ['City Centre Cafe', 'Headingley Cafe'],
    );
  });

  it('filters by rating, website and phone', async () => {
    expect(await sorted({ location: 'Leeds', minRating: 4.5 })).toEqual([
      'Headingley Cafe',
      'Ilkley Moor Cafe',
    ]);
    expect(await names({ hasWebsite: true })).toEqual(['Headingley Cafe']);
    expect(await names({ hasPhone: true, q: 'cafe' })).toEqual(['Headingley Cafe']);
  });

  it('sorts by rating, reviews and name', async () => {
    expect((await names({ location: 'Leeds', sort: 'rating' })).slice(0, 2)).toEqual([
      'Ilkley Moor Cafe',
      'Headingley Cafe',
    ]);
    expect((await names({ location: 'Leeds', sort: 'reviews' }))[0]).toBe('City Centre Cafe');
    expect(await names({ location: 'Leeds', sort: 'name' })).toEqual(
      (await sorted({ location: 'Leeds' })).sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('open_minutes agrees with lib/hours', () => {
  it('matches isOpenAt at every half hour of a week for typical and odd hours', async () => {
    const patterns = [
      WEEKDAYS_9_TO_5,
      ALWAYS,
      { Monday: '9AM-12PM, 1-5:30PM', Tuesday: 'Closed', Sunday: '11AM-4PM' },
      { Friday: '6PM-2AM', Saturday: '6PM-2AM', Sunday: '10PM-3AM' },
      { Monday: '12AM-6AM', Wednesday: '5:30-11PM' },
      { Tuesday: '12-2PM' },
    ].map((hours) => normaliseOpeningHours(hours)!);
    const start = Date.parse('2026-11-23T00:00:00Z'); // a Monday, GMT
    const instants = Array.from({ length: 7 * 48 }, (_, i) => start + i * 30 * 60_000);
    for (const hours of patterns) {
      const [row] = await db.$queryRaw<{ open: boolean[] }[]>`
        SELECT array(SELECT business_open_minutes(${JSON.stringify(hours)}::jsonb)
          @> (m - ${start / 60_000}::bigint)::int
          FROM unnest(${instants.map((ms) => ms / 60_000)}::bigint[]) AS m) AS open`;
      const expected = instants.map(
        (ms) => isOpenAt(parseOpeningHours(hours), new Date(ms)) === true,
      );
      expect(row!.open, JSON.stringify(hours)).toEqual(expected);
    }
  });
});

describe('open_minutes on text that is no canonical hours', () => {
  it('reads nothing from it rather than failing the row', async () => {
    const odd = {
      Monday: 'x-y',
      Tuesday: '9:5AM-5PM',
      Wednesday: '-',
      Thursday: '1:2:3AM-4PM',
      Friday: 'By appointment',
      Saturday: '9AM-5PM',
    };
    const [row] = await db.$queryRaw<{ open: string }[]>`
      SELECT business_open_minutes(${JSON.stringify(odd)}::jsonb)::text AS open`;
    // Only Saturday's range (5 x 1440 + 540 to 5 x 1440 + 1020) is read.
    expect(row!.open).toBe('{[7740,8220)}');
  });
});

describe('GET /api/businesses with a point', () => {
  it('answers distanceKm and sorts by distance', async () => {
    const result = await get(
      list,
      '/api/businesses?near=53.81928,-1.56704&radiusKm=5&sort=distance',
    );
    expectPublicOk(result);
    const body = result.body as { businesses: { name: string; distanceKm: number }[] };
    expect(body.businesses.map((b) => b.name)[0]).toBe('Headingley Cafe');
    expect(body.businesses[2]!.distanceKm).toBeCloseTo(2.8, 1);
  });

  it('filters through the API', async () => {
    const result = await get(list, '/api/businesses?location=Leeds&minRating=4.5&sort=rating');
    expectPublicOk(result);
    const body = result.body as { businesses: { name: string }[] };
    expect(body.businesses.map((b) => b.name)).toEqual(['Ilkley Moor Cafe', 'Headingley Cafe']);
    const open = await get(list, '/api/businesses?open=now&hasWebsite=true');
    expectPublicOk(open);
    expect((open.body as { businesses: unknown[] }).businesses).toHaveLength(1);
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    for (const [query, parameter] of [
      ['near=london', 'near'],
      ['near=91,0', 'near'],
      ['near=51.5', 'near'],
      ['near=51.5,-0.1&radiusKm=0', 'radiusKm'],
      ['near=51.5,-0.1&radiusKm=101', 'radiusKm'],
      ['near=51.5,-0.1&radiusKm=five', 'radiusKm'],
      ['radiusKm=5', 'radiusKm'],
      ['sort=distance', 'sort'],
      ['sort=distance&location=LS', 'sort'],
      ['sort=cheapest', 'sort'],
      ['open=later', 'open'],
      ['minRating=0', 'minRating'],
      ['minRating=6', 'minRating'],
      ['minRating=four', 'minRating'],
      ['hasWebsite=yes', 'hasWebsite'],
    ] as const) {
      expectBadRequest(await get(list, `/api/businesses?${query}`), parameter);
    }
  });
});
