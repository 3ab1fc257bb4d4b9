import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { db, publicRead } from '@/lib/db';
import { and, placeArms, scopeConditions } from '@/lib/search/conditions';
import { resolveLocation } from '@/lib/search/location';
import { estimate, matchSetSql } from '@/lib/search/rank';
import { matchSetRead } from '@/lib/search/read-plan';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { textTiers } from '@/lib/search/tiers';
import { analyseWhat } from '@/lib/search/what';
import { fixture, loadFixtures } from './search-fixtures';

// Issue 47: at 1M "restaurant" in Birmingham tested each of the town's 16,000 rows (230 ms).
const COPIES = 20_000;
// One in twenty a restaurant, half of them in Leeds: its rows then cost far more than its matches.
const RESTAURANT_EVERY = 40;

beforeAll(async () => {
  await loadFixtures([
    fixture({ name: 'Restaurant', category: 'Restaurant', rating: 3, reviewCount: 1 }),
    fixture({ name: 'Trattoria Roma', category: 'Italian restaurant', rating: 4.8 }),
    fixture({ name: 'Leeds Plumbing', category: 'Plumber' }),
  ]);
  // A quarter in Leeds, the rest in 40 towns; four rows to a table page (a long address), so
  // Leeds's rows span the table as a big town's do at 1M while its restaurants are few pages.
  // In halves, each within the statement timeout on a busy machine.
  for (const first of [1, COPIES / 2 + 1]) {
    await db.$executeRaw`
    INSERT INTO businesses (name, slug, place_id, category, category_slug, category_group,
      address, city, city_slug, state, country, zip_code, rating, review_count)
    SELECT b.name || ' ' || i, 'bulk-' || b.slug || '-' || i, 'bulk-' || b.place_id || '-' || i,
      b.category, b.category_slug, b.category_group, repeat('x', 1500),
      CASE WHEN i % 4 = 0 THEN b.city ELSE 'Bulkton ' || i % 40 END,
      CASE WHEN i % 4 = 0 THEN b.city_slug ELSE 'bulkton-' || i % 40 END,
      b.state, b.country, b.zip_code, 1 + (i % 40) / 10.0, i % 50
    FROM businesses b
      CROSS JOIN generate_series(${first}::int, ${first + COPIES / 2 - 1}::int) AS i
    WHERE b.name = 'Leeds Plumbing' OR (b.name = 'Trattoria Roma' AND i % ${RESTAURANT_EVERY} < 2)`;
  }
  // York: a town of 400 businesses and a county of 600 (in other towns), a tenth of each Italian.
  await db.$executeRaw`
    INSERT INTO businesses (name, slug, place_id, category, category_slug, category_group,
      city, city_slug, state, country, zip_code)
    SELECT b.name || ' ' || i, 'bulk-york-' || b.slug || '-' || i, 'bulk-york-' || b.place_id || '-' || i,
      b.category, b.category_slug, b.category_group,
      CASE WHEN i % 5 < 2 THEN 'York' ELSE 'Bulkton ' || i % 40 END,
      CASE WHEN i % 5 < 2 THEN 'york' ELSE 'bulkton-' || i % 40 END,
      CASE WHEN i % 5 < 2 THEN 'North Yorkshire' ELSE 'York' END, b.country, b.zip_code
    FROM businesses b CROSS JOIN generate_series(1, 1000) AS i
    WHERE b.slug NOT LIKE 'bulk-%' AND (b.name = 'Leeds Plumbing' AND i % 10 NOT IN (0, 3)
      OR b.name = 'Trattoria Roma' AND i % 10 IN (0, 3))`;
  await db.$executeRawUnsafe('ANALYZE businesses');
});

afterAll(async () => {
  await db.$executeRaw`DELETE FROM businesses WHERE slug LIKE 'bulk-%'`;
});

async function townRead(q: string, town: string) {
  const location = await resolveLocation(town);
  const what = await analyseWhat(q);
  if (location?.kind !== 'places' || !what) throw new Error(`${q} in ${town} did not resolve`);
  const tiers = textTiers(what);
  const scope = scopeConditions({ location, category: null });
  const read = matchSetRead(await estimate(and([...scope, tiers.match])), location, true);
  const byArm = placeArms(location).map((arm) => [arm]);
  const plan = await publicRead<{ 'QUERY PLAN': string }>(
    Prisma.sql`EXPLAIN ${matchSetSql(scope, tiers, read, byArm)}`,
    // The question is which index; 20,000 rows are few enough for the planner to read them all.
    ['enable_seqscan'],
  );
  return { read, plan: plan.map((row) => row['QUERY PLAN']).join('\n') };
}

describe("a town's matches (issue 47)", () => {
  it('are read from the text index, which leads with the town', async () => {
    const { plan } = await townRead('restaurant', 'Leeds');
    expect(plan).toMatch(/Bitmap Index Scan on businesses_search_vector_idx/);
    expect(plan).toMatch(/Index Cond: \(\(city_slug = 'leeds'::text\) AND \(search_vector @@/);
    expect(plan).not.toMatch(/BitmapAnd|businesses_city_slug_rank_score_id_idx|Seq Scan/);
  });

  // A county beside the town in one OR read every row of the county for a rare word.
  it('and a county of the same name, rare words, are read apart', async () => {
    const { read, plan } = await townRead('trattoria', 'York');
    expect(read).toBe('index');
    expect(plan).toMatch(/Append/);
    expect(plan).toMatch(/Index Cond: \(lower\(state\) = 'york'::text\)/);
    expect(plan).not.toMatch(/BitmapOr/);
    const found = await searchBusinesses({
      q: 'trattoria',
      location: 'York',
      limit: 20,
      offset: 0,
    });
    expect(found.totalCount).toBe(200);
  });

  it('are ranked and counted as before', async () => {
    const [row] = await db.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM businesses
      WHERE city_slug = 'leeds' AND search_vector @@ 'restaur'::tsquery`;
    const count = row?.count;
    expect(count).toBe(COPIES / RESTAURANT_EVERY + 2);
    const found = await searchBusinesses({
      q: 'restaurant',
      location: 'Leeds',
      limit: 20,
      offset: 0,
    });
    expect(found.totalCount).toBe(count);
    // The name typed in full first, however rated, then every other a restaurant in Leeds.
    expect(found.businesses[0]?.name).toBe('Restaurant');
    expect(found.businesses.every((business) => business.city === 'Leeds')).toBe(true);
    expect(found.businesses.every((business) => /Restaurant|Trattoria/.test(business.name))).toBe(
      true,
    );
  });
});
