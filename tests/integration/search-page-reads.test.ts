import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { db, publicRead } from '@/lib/db';
import { and, OPEN } from '@/lib/search/conditions';
import { matchSetPageSql, matchSetSql } from '@/lib/search/rank';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { textTiers } from '@/lib/search/tiers';
import { analyseWhat } from '@/lib/search/what';
import { fixture, loadFixtures } from './search-fixtures';

// Issue 47: at 1M "dentist" in London walked the town in rank order through 12,700 rows to find
// 60 with the word in their name. Here a quarter of 40,000 dentists are in Leeds (the rest in 40
// other towns), one in 80 named so; four to a table page (a long address), as at 1M.
const COPIES = 40_000;
const NAMED_EVERY = 80;

beforeAll(async () => {
  await loadFixtures([
    fixture({ name: 'Dentist', category: 'Dentist', rating: 2, reviewCount: 1 }),
    fixture({ name: 'Leeds Smile Clinic', category: 'Dentist' }),
    fixture({ name: 'Chippy Dentist Bar', category: 'Fish and chips', city: 'Manchester' }),
  ]);
  // In halves, each within the statement timeout on a busy machine.
  for (const first of [1, COPIES / 2 + 1]) {
    await db.$executeRaw`
    INSERT INTO businesses (name, slug, place_id, category, category_slug, category_group,
      address, city, city_slug, state, country, zip_code, rating, review_count)
    SELECT CASE WHEN i % ${NAMED_EVERY} < 4 THEN 'Leeds Dentist ' ELSE 'Leeds Smile Clinic ' END || i,
      'bulk-' || b.slug || '-' || i, 'bulk-' || b.place_id || '-' || i,
      b.category, b.category_slug, b.category_group, repeat('x', 1500),
      CASE WHEN i % 4 = 0 THEN b.city ELSE 'Bulkton ' || i % 40 END,
      CASE WHEN i % 4 = 0 THEN b.city_slug ELSE 'bulkton-' || i % 40 END,
      b.state, b.country, b.zip_code, 1 + (i % 40) / 10.0, i % 50
    FROM businesses b CROSS JOIN generate_series(${first}::int, ${first + COPIES / 2 - 1}::int) AS i
    WHERE b.name = 'Leeds Smile Clinic'`;
  }
  await db.$executeRawUnsafe('ANALYZE businesses');
});

afterAll(async () => {
  await db.$executeRaw`DELETE FROM businesses WHERE slug LIKE 'bulk-%'`;
});

/** As a search in towns (and no county) ranks them. */
async function tiersOf(q: string) {
  const what = await analyseWhat(q);
  if (!what) throw new Error(`${q} did not analyse`);
  return textTiers(what, true);
}

describe("a search's name list (issue 47)", () => {
  // The broad read's list of the word in the name, as rank.ts `tierLists` reads it.
  it('is read from the name index, not by walking the town in rank order', async () => {
    const name = (await tiersOf('dentist')).lists[1]!;
    const plan = await publicRead<{ 'QUERY PLAN': string }>(Prisma.sql`EXPLAIN
      SELECT id FROM businesses WHERE ${and([OPEN, Prisma.sql`city_slug = 'leeds'`, name])}
      ORDER BY rank_score DESC, id LIMIT 60`);
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Bitmap Index Scan on businesses_name_vector_idx/);
    expect(text).not.toMatch(/businesses_city_slug_rank_score_id_idx|Seq Scan/);
  });

  it('holds exactly the rows whose name-weighted words match', async () => {
    for (const q of ['dentist', 'chippy', 'leeds smile', 'dentist chippy']) {
      const tiers = await tiersOf(q);
      const [row] = await db.$queryRaw<{ listed: string[]; weighted: string[] }[]>(Prisma.sql`
        SELECT array(SELECT id::text FROM businesses WHERE ${tiers.lists[1]!} ORDER BY id) AS listed,
               array(SELECT id::text FROM businesses
                     WHERE CASE WHEN ${tiers.tier} <= 1 THEN TRUE END ORDER BY id) AS weighted`);
      expect(row!.listed.length).toBeGreaterThan(0);
      expect(row!.listed).toEqual(row!.weighted);
    }
  });

  it('ranks as before: the name typed in full, named ones by rank, then the rest', async () => {
    const found = await searchBusinesses({ q: 'dentist', location: 'Leeds', limit: 20, offset: 0 });
    const expected = await db.$queryRaw<{ name: string }[]>`
      SELECT name FROM businesses WHERE city_slug = 'leeds' AND search_vector @@ 'dentist'::tsquery
      ORDER BY lower(name) = 'dentist' DESC, search_vector @@ 'dentist:A'::tsquery DESC,
        rank_score DESC, id LIMIT 20`;
    expect(found.totalCount).toBe(1000);
    expect(found.businesses.map((business) => business.name)).toEqual(
      expected.map((row) => row.name),
    );
    expect(found.businesses[0]?.name).toBe('Dentist');
  });
});

describe("a match set's page (issue 47)", () => {
  it('is a top-N sort of the matches, in the ranking order, with their count', async () => {
    const tiers = await tiersOf('dentist');
    const scope = [Prisma.sql`city_slug = 'leeds'`];
    // Some temporarily closed, so the order's every key is in play.
    await db.$executeRaw`UPDATE businesses SET business_status = 'CLOSED_TEMPORARILY'
      WHERE slug LIKE 'bulk-%' AND name LIKE 'Leeds Dentist %' AND review_count % 3 = 0`;
    const statement = matchSetPageSql(matchSetSql(scope, tiers, 'index'), {
      limit: 20,
      offset: 40,
    });
    const plan = await publicRead<{ 'QUERY PLAN': string }>(
      Prisma.sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/top-N heapsort/);
    expect(text).not.toMatch(/WindowAgg/);
    const [page] = await publicRead<{ total: number; ids: string[] }>(statement);
    const expected = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM businesses WHERE city_slug = 'leeds' AND search_vector @@ 'dentist'::tsquery
      ORDER BY business_status = 'CLOSED_PERMANENTLY', lower(name) <> 'dentist',
        NOT search_vector @@ 'dentist:A'::tsquery, NOT search_vector @@ 'dentist:ABC'::tsquery,
        business_status = 'CLOSED_TEMPORARILY', rank_score DESC, id
      LIMIT 20 OFFSET 40`;
    expect(page!.total).toBe(COPIES / 4 + 2);
    expect(page!.ids).toEqual(expected.map((row) => row.id));
  });
});
