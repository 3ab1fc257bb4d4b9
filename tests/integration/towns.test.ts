// Towns that are towns: the importer replaces postcode-like towns, gives service-area rows
// their nearest town, and the one-off migration repairs rows stored before; the SQL and
// TypeScript versions of the rules agree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { districtTown, looksLikePostcode } from '@/lib/import/towns';
import { prepareImport } from '@/lib/import/run-import';
import { slugify } from '@/lib/slug';
import { SHARED_FIXTURES, sharedFixtureFiles } from '@/tests/support/shared-fixtures';

const files = sharedFixtureFiles(/\.(xlsx|csv)$/i);
const MIGRATION = path.resolve(
  import.meta.dirname,
  '../../prisma/migrations/20261124090100_towns/migration.sql',
);

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
beforeAll(() => client.connect());
afterAll(() => client.end());
beforeEach(async () => {
  await client.query('DELETE FROM businesses');
  await client.query('DELETE FROM imports');
});

const query = async <T = Record<string, unknown>>(sql: string, values: unknown[] = []) =>
  (await client.query(sql, values)).rows as T[];

describe('the town rules in SQL and TypeScript', () => {
  it('agree on every UK postcode district', async () => {
    const rows = await query<{
      outcode: string;
      town: string | null;
      region: string;
      sql: string;
      slug: string;
    }>(
      `SELECT outcode, town, region, uk_district_town(outcode, town, region) AS sql,
              town_slug(uk_district_town(outcode, town, region)) AS slug
       FROM uk_postcode_districts`,
    );
    expect(rows.length).toBeGreaterThan(2800);
    for (const row of rows) {
      expect(row.sql).toBe(districtTown(row));
      expect(row.slug).toBe(slugify(row.sql));
      expect(looksLikePostcode(row.sql)).toBe(false);
    }
  });

  it('agree on what looks like a postcode', async () => {
    const samples = [
      '7JR',
      'NP4',
      '2A16',
      'SW1A 1AA',
      '35203',
      'London',
      'Leeds',
      'Zürich',
      'St Albans',
    ];
    const rows = await query<{ city: string; sql: boolean }>(
      'SELECT city, looks_like_postcode(city) AS sql FROM unnest($1::text[]) AS city',
      [samples],
    );
    for (const row of rows) expect(row.sql).toBe(looksLikePostcode(row.city));
  });
});

describe('the real exports', () => {
  it('list no town named like a postcode, and every row with coordinates is in a town', async () => {
    for (const name of files) {
      const prepared = await prepareImport({
        path: path.join(SHARED_FIXTURES, name),
        fileName: name,
      });
      await prepared.run();
    }
    const towns = await query<{ label: string }>(
      "SELECT label FROM business_facets WHERE kind = 'city' AND total > 0",
    );
    expect(towns.length).toBeGreaterThan(10);
    expect(towns.filter((town) => looksLikePostcode(town.label))).toEqual([]);

    const homeless = await query(
      `SELECT name, country FROM businesses
       WHERE latitude IS NOT NULL AND longitude IS NOT NULL AND city_slug IS NULL`,
    );
    expect(homeless).toEqual([]);
    // Each town's facet count matches its businesses (the fill moved the counts).
    const mismatched = await query(
      `SELECT f.key FROM business_facets f
       LEFT JOIN (SELECT city_slug, count(*)::int AS n FROM businesses GROUP BY city_slug) b
         ON b.city_slug = f.key
       WHERE f.kind = 'city' AND f.total <> coalesce(b.n, 0)`,
    );
    expect(mismatched).toEqual([]);

    const [london] = await query<{ city: string; service_area: boolean }>(
      "SELECT city, service_area FROM businesses WHERE zip_code = 'WC2H 7JP'",
    );
    expect(london).toEqual({ city: 'London', service_area: false });
    const areas = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM businesses WHERE service_area',
    );
    expect(areas[0]!.n).toBeGreaterThan(100);
  });
});

describe('the one-off repair', () => {
  it('fixes rows stored with postcode towns or none', async () => {
    await client.query(
      `INSERT INTO businesses (name, slug, category, category_slug, category_group, city,
         city_slug, country, zip_code, place_id, latitude, longitude)
       VALUES
         ('A', 'a', 'Cafe', 'cafe', 'restaurants', '7JR', '7jr', 'United Kingdom', 'WC2H 7JP', 'p1', 51.51, -0.13),
         ('B', 'b', 'Cafe', 'cafe', 'restaurants', 'NP4', 'np4', 'United Kingdom', 'NP4 5AB', 'p2', NULL, NULL),
         ('C', 'c', 'Cafe', 'cafe', 'restaurants', '2A16', '2a16', 'Serbia', NULL, 'p3', NULL, NULL),
         ('D', 'd', 'Cafe', 'cafe', 'restaurants', 'Leeds', 'leeds', 'United Kingdom', 'LS6 2AB', 'p4', 53.819, -1.567),
         ('E', 'e', 'Cafe', 'cafe', 'restaurants', NULL, NULL, NULL, NULL, 'p5', 53.82, -1.56)`,
    );
    const sql = readFileSync(MIGRATION, 'utf8');
    await client.query(sql.slice(sql.indexOf('-- One-off repair')));
    const rows = await query(
      'SELECT name, city, city_slug, service_area FROM businesses ORDER BY name',
    );
    expect(rows).toEqual([
      { name: 'A', city: 'London', city_slug: 'london', service_area: false },
      { name: 'B', city: 'Trevethin', city_slug: 'trevethin', service_area: false },
      { name: 'C', city: null, city_slug: null, service_area: false },
      { name: 'D', city: 'Leeds', city_slug: 'leeds', service_area: false },
      { name: 'E', city: 'Leeds', city_slug: 'leeds', service_area: true },
    ]);
    const towns = await query<{ key: string; total: number }>(
      "SELECT key, total FROM business_facets WHERE kind = 'city' AND total > 0 ORDER BY key",
    );
    expect(towns).toEqual([
      { key: 'leeds', total: 2 },
      { key: 'london', total: 1 },
      { key: 'trevethin', total: 1 },
    ]);
  });
});
