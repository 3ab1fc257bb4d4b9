// Secondary categories (subtypes): a business is listed on each of its categories' pages and
// category-in-town pages and counted in their facets, its first category staying the main one;
// the join table follows updates, deletes and delete-all.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getBusinessesInCategory, getBusinessesInCategoryAndCity } from '@/lib/data/businesses';
import { prepareImport } from '@/lib/import/run-import';
import { slugify } from '@/lib/slug';
import { outscraperRecord, placeIdFor } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet, type Cell } from '@/tests/support/spreadsheets/layouts';
import { writeXlsx } from '@/tests/support/spreadsheets/write';
import { sharedFixture } from '@/tests/support/shared-fixtures';

const FIXTURE = sharedFixture('outscraper_US_birmingham-AL-plumber_2026-format_nicksanford9.csv');
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
let dir: string;
let files = 0;

beforeAll(async () => {
  await client.connect();
  dir = await mkdtemp(path.join(os.tmpdir(), 'secondary-'));
});
beforeEach(async () => {
  await client.query('TRUNCATE businesses, imports');
});
afterAll(async () => {
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

async function importRecords(records: Record<string, Cell>[], duplicates?: 'update') {
  const file = path.join(dir, `file-${files++}.xlsx`);
  await writeXlsx(file, sheet(LAYOUT_2025, records));
  const prepared = await prepareImport({ path: file, fileName: path.basename(file) });
  return (await prepared.run({ duplicates })).stats;
}

const PAGE = { limit: 50, offset: 0 };
const names = async (list: Promise<{ businesses: { name: string }[]; totalCount: number }>) => {
  const { businesses, totalCount } = await list;
  return { names: businesses.map((b) => b.name).sort(), totalCount };
};

/** Facet totals that disagree with a count of the businesses they stand for. */
async function wrongCategoryFacets() {
  const { rows } = await client.query(`
    WITH listed AS (
      SELECT category_slug AS slug, business_status FROM businesses
      UNION ALL
      SELECT c.category_slug, b.business_status FROM business_categories c
      JOIN businesses b ON b.id = c.business_id)
    SELECT f.key, f.open, count(l.slug) FILTER (WHERE l.business_status <> 'CLOSED_PERMANENTLY') AS n
    FROM business_facets f LEFT JOIN listed l ON l.slug = f.key
    WHERE f.kind = 'category'
    GROUP BY f.key, f.open
    HAVING f.open <> count(l.slug) FILTER (WHERE l.business_status <> 'CLOSED_PERMANENTLY')`);
  return rows;
}

describe('secondary categories', () => {
  it('lists a business on each of its categories, its first staying the main one', async () => {
    const plumber: Record<string, Cell> = {
      ...outscraperRecord(1),
      name: 'Drain Masters',
      category: 'Plumber',
      subtypes: 'Plumber, Drainage service, Water heater installation service',
    };
    const other: Record<string, Cell> = {
      ...outscraperRecord(9),
      name: 'Only Drains',
      category: 'Drainage service',
      subtypes: 'Drainage service',
    };
    await importRecords([plumber, other]);

    const { rows } = await client.query(
      'SELECT category, secondary_categories FROM businesses WHERE place_id = $1',
      [placeIdFor(1)],
    );
    expect(rows[0]).toEqual({
      category: 'Plumber',
      secondary_categories: ['Drainage service', 'Water heater installation service'],
    });
    expect(await names(getBusinessesInCategory('drainage-service', PAGE))).toEqual({
      names: ['Drain Masters', 'Only Drains'],
      totalCount: 2,
    });
    expect(await names(getBusinessesInCategory('water-heater-installation-service', PAGE))).toEqual(
      { names: ['Drain Masters'], totalCount: 1 },
    );
    expect(await names(getBusinessesInCategory('plumber', PAGE))).toEqual({
      names: ['Drain Masters'],
      totalCount: 1,
    });
    const town = slugify(String(plumber.city));
    expect(
      (await names(getBusinessesInCategoryAndCity('water-heater-installation-service', town, PAGE)))
        .names,
    ).toEqual(['Drain Masters']);
    expect(await wrongCategoryFacets()).toEqual([]);
  });

  it('follows update-mode changes, deletes and delete-all', async () => {
    const record: Record<string, Cell> = {
      ...outscraperRecord(2),
      category: 'Plumber',
      subtypes: 'Plumber, Boiler service',
    };
    await importRecords([record]);
    await importRecords([{ ...record, subtypes: 'Plumber, Gas engineer' }], 'update');
    expect((await names(getBusinessesInCategory('boiler-service', PAGE))).totalCount).toBe(0);
    expect((await names(getBusinessesInCategory('gas-engineer', PAGE))).names).toHaveLength(1);
    expect(await wrongCategoryFacets()).toEqual([]);
    // A new rank (more reviews) and status reach the secondary listing in place.
    await importRecords(
      [
        {
          ...record,
          subtypes: 'Plumber, Gas engineer',
          reviews: 4000,
          business_status: 'CLOSED_PERMANENTLY',
        },
      ],
      'update',
    );
    const { rows: ranks } = await client.query(
      `SELECT c.rank_score = b.rank_score AS same, c.closed FROM business_categories c
       JOIN businesses b ON b.id = c.business_id`,
    );
    expect(ranks).toEqual([{ same: true, closed: true }]);
    expect((await names(getBusinessesInCategory('gas-engineer', PAGE))).names).toEqual([]);
    await client.query('DELETE FROM businesses');
    const { rows } = await client.query('SELECT count(*)::int AS n FROM business_categories');
    expect(rows[0].n).toBe(0);
    await importRecords([record]);
    await client.query('TRUNCATE businesses, imports');
    const { rows: after } = await client.query(
      'SELECT count(*)::int AS n FROM business_categories',
    );
    expect(after[0].n).toBe(0);
  });

  it('lists the real export’s businesses under every subtype', async () => {
    const prepared = await prepareImport({ path: FIXTURE, fileName: 'plumbers.csv' });
    await prepared.run();
    const rows = parse(readFileSync(FIXTURE, 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    const row = rows.find((r) => (r.subtypes ?? '').split(',').length >= 3)!;
    for (const subtype of row.subtypes!.split(',').map((s) => s.trim())) {
      const { businesses } = await getBusinessesInCategory(slugify(subtype), {
        limit: 500,
        offset: 0,
      });
      expect(businesses.map((b) => b.placeId)).toContain(row.place_id);
    }
    expect(await wrongCategoryFacets()).toEqual([]);
  });
});
