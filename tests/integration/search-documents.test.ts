// Issue 47: a search in a town ranks from search_documents, a narrow copy of what it ranks by
// kept by triggers on businesses. Every write path must keep the copy equal to businesses (an
// import, its update mode, edits, deletes, delete-all), and a search must read it and rank
// exactly as from businesses.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/admin/import/route';
import { db } from '@/lib/db';
import { scopeConditions } from '@/lib/search/conditions';
import { resolveLocation } from '@/lib/search/location';
import { rankedPage } from '@/lib/search/rank';
import { textTiers } from '@/lib/search/tiers';
import { analyseWhat } from '@/lib/search/what';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet, type Cell } from '@/tests/support/spreadsheets/layouts';
import { importRequest, noParams } from '@/tests/support/spreadsheets/requests';
import { writeXlsx } from '@/tests/support/spreadsheets/write';
import { fixture, loadFixtures } from './search-fixtures';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'search-documents-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await db.$executeRaw`DELETE FROM businesses WHERE slug LIKE 'bulk-%'`;
});

let files = 0;
async function importRecords(records: Record<string, Cell>[], duplicates?: string) {
  const file = path.join(dir, `file-${files++}.xlsx`);
  await writeXlsx(file, sheet(LAYOUT_2025, records));
  const response = await POST(await importRequest(file, { duplicates }), noParams);
  expect(response.status).toBe(200);
}

/** Rows of businesses with no equal row in search_documents, and the other way round. */
async function mismatches() {
  const [row] = await db.$queryRaw<{ businesses: number; documents: number; missing: number }[]>`
    WITH b AS (SELECT id, city_slug, rank_score, business_status, name, search_vector
               FROM businesses),
         d AS (SELECT id, city_slug, rank_score, business_status, name, search_vector
               FROM search_documents)
    SELECT (SELECT count(*)::int FROM businesses) AS businesses,
           (SELECT count(*)::int FROM search_documents) AS documents,
           (SELECT count(*)::int FROM ((TABLE b EXCEPT TABLE d) UNION ALL (TABLE d EXCEPT TABLE b)) x)
             AS missing`;
  return row!;
}

describe('search documents (issue 47)', () => {
  it('follow every write of businesses', async () => {
    await db.business.deleteMany();
    const records = Array.from({ length: 30 }, (_, i) => outscraperRecord(i));
    await importRecords(records);
    expect(await mismatches()).toEqual({ businesses: 30, documents: 30, missing: 0 });

    // Update mode: new names, ratings and review counts (so new rank scores) for a third.
    const changed = records.map((record, i) =>
      i % 3 ? record : { ...record, name: `Renamed Trattoria ${i}`, rating: 1.5, reviews: 400 },
    );
    await importRecords(changed, 'update');
    const renamed = await db.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM search_documents
      WHERE name LIKE 'Renamed Trattoria %' AND search_vector @@ 'trattoria:A'::tsquery`;
    expect(renamed[0]!.count).toBe(10);
    expect((await mismatches()).missing).toBe(0);

    await db.$executeRaw`UPDATE businesses SET business_status = 'CLOSED_TEMPORARILY',
      city = 'Leeds', city_slug = 'leeds', state = 'West Yorkshire' WHERE name LIKE 'Renamed%'`;
    await db.$executeRaw`UPDATE businesses SET description = 'Wood-fired pizza oven'
      WHERE name NOT LIKE 'Renamed%'`;
    await db.$executeRaw`DELETE FROM businesses WHERE name LIKE '% 1_'`;
    expect(await mismatches()).toEqual({ businesses: 20, documents: 20, missing: 0 });

    // A bulk load's rewrite in town order (npm run db:generate) keeps every row.
    await db.$executeRaw`SELECT search_documents_rebuild()`;
    expect(await mismatches()).toEqual({ businesses: 20, documents: 20, missing: 0 });

    // Delete-all (lib/admin/business-writes.ts) truncates businesses.
    await db.$executeRaw`TRUNCATE businesses, imports, business_changes`;
    expect(await mismatches()).toEqual({ businesses: 0, documents: 0, missing: 0 });
  });

  it('are what a search in a town or county ranks from, in the order businesses give', async () => {
    await loadFixtures([
      fixture({ name: 'Pizza', category: 'Pizza restaurant', rating: 2, reviewCount: 1 }),
      fixture({ name: 'Leeds Pizza Co', category: 'Pizza restaurant' }),
      fixture({ name: 'Oven Bakery', category: 'Bakery', description: 'Pizza on Fridays' }),
    ]);
    // 3,000 pizza places in Leeds, one in ten named "Pizza Place", some closed for now or for
    // good: "pizza" is ranked from the tier lists, "place" read and sorted whole.
    await db.$executeRaw`
      INSERT INTO businesses (name, slug, place_id, category, category_slug, category_group,
        city, city_slug, state, country, zip_code, rating, review_count, business_status)
      SELECT CASE WHEN i % 10 = 0 THEN 'Pizza Place ' ELSE 'Leeds Pizza Co ' END || i,
        'bulk-' || b.slug || '-' || i, 'bulk-' || b.place_id || '-' || i,
        b.category, b.category_slug, b.category_group, b.city, b.city_slug, b.state, b.country,
        b.zip_code, 1 + (i % 40) / 10.0, i % 50,
        CASE WHEN i % 7 = 0 THEN 'CLOSED_TEMPORARILY' WHEN i % 11 = 0 THEN 'CLOSED_PERMANENTLY'
          ELSE 'OPERATIONAL' END::"BusinessStatus"
      FROM businesses b CROSS JOIN generate_series(1, 3000) AS i
      WHERE b.name = 'Leeds Pizza Co'`;
    await db.$executeRawUnsafe('ANALYZE businesses');
    await db.$executeRawUnsafe('ANALYZE search_documents');
    const page = async (q: string, offset: number, documents: boolean, town = 'Leeds') => {
      const [what, location] = await Promise.all([analyseWhat(q), resolveLocation(town)]);
      if (!what || location?.kind !== 'places') throw new Error(`${q} in ${town} did not resolve`);
      const scope = scopeConditions({ location, category: null });
      return rankedPage(
        scope,
        textTiers(what, !location.counties.length),
        { limit: 20, offset },
        {
          place: location,
          documents,
        },
      );
    };

    for (const town of ['Leeds', 'West Yorkshire'])
      for (const q of ['pizza', 'place', 'pizza place', 'fridays'])
        for (const offset of [0, 40, 200, 980])
          expect([town, q, offset, await page(q, offset, true, town)]).toEqual([
            town,
            q,
            offset,
            await page(q, offset, false, town),
          ]);

    // Read from the documents: their rank reversed, both reads' first pages change.
    const before = [await page('pizza', 0, true), await page('place', 0, true, 'West Yorkshire')];
    await db.$executeRaw`UPDATE search_documents SET rank_score = -rank_score`;
    try {
      const after = [await page('pizza', 0, true), await page('place', 0, true, 'West Yorkshire')];
      expect(after[0]!.ids).not.toEqual(before[0]!.ids);
      expect(after[1]!.ids).not.toEqual(before[1]!.ids);
    } finally {
      await db.$executeRaw`UPDATE search_documents SET rank_score = -rank_score`;
    }
  });
});
