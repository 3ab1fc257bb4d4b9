import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '@/scripts/db/migrate';
import { countBusinesses, seed } from '@/prisma/seed';
import { demoBusinesses } from '@/prisma/seed/demo-businesses';
import { CATEGORY_GROUPS } from '@/lib/categories';
import { slugify } from '@/lib/slug';
import { businessSlug } from '@/lib/validation/business';

const url = process.env.DATABASE_URL!;
const client = new pg.Client({ connectionString: url });

beforeAll(async () => {
  await client.connect();
  await seed(url);
});
afterAll(() => client.end());

describe('migrations', () => {
  it('records every migration in Prisma’s table with Prisma’s checksum', async () => {
    const { rows } = await client.query(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(listMigrations());
    for (const row of rows) {
      const sql = readFileSync(`prisma/migrations/${row.migration_name}/migration.sql`, 'utf8');
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).not.toBeNull();
    }
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(url)).toEqual([]);
  });
});

describe('reference data', () => {
  it('loads every UK postcode district from data/uk-geo, countries normalised', async () => {
    await migrate(url);
    const { rows } = await client.query(
      `SELECT count(*)::int AS n, count(town)::int AS towns,
              array_agg(DISTINCT country ORDER BY country) AS countries
       FROM uk_postcode_districts`,
    );
    expect(rows[0]).toEqual({
      n: 2856,
      towns: 2856 - 554,
      countries: [
        'England',
        'Guernsey',
        'Isle of Man',
        'Jersey',
        'Northern Ireland',
        'Scotland',
        'Wales',
      ],
    });
    const leeds = await client.query(
      "SELECT latitude, longitude, town, region FROM uk_postcode_districts WHERE outcode = 'LS6'",
    );
    expect(leeds.rows[0]).toEqual({
      latitude: 53.81928,
      longitude: -1.56704,
      town: null,
      region: 'Leeds',
    });
  });
});

describe('demo data', () => {
  it('is deterministic', () => {
    expect(demoBusinesses(50).map((b) => b.placeId)).toEqual(
      demoBusinesses(50).map((b) => b.placeId),
    );
  });

  it('covers at least 1,000 businesses, 30 towns and every navigation group', async () => {
    expect(await countBusinesses(url)).toBeGreaterThanOrEqual(1000);
    const towns = await client.query('SELECT DISTINCT city FROM businesses');
    const cities = towns.rows.map((r) => r.city);
    expect(cities.length).toBeGreaterThanOrEqual(30);
    expect(cities).toEqual(
      expect.arrayContaining(['London', 'Manchester', 'Birmingham', 'Glasgow', 'Leeds']),
    );
    const groups = await client.query('SELECT DISTINCT category_group FROM businesses');
    const named = CATEGORY_GROUPS.map((g) => g.slug).filter((slug) => slug !== 'local-services');
    expect(groups.rows.map((r) => r.category_group)).toEqual(expect.arrayContaining(named));
  });

  it('has businesses without phone, photo or hours, and some verified', async () => {
    const { rows } = await client.query(`SELECT
      count(*) FILTER (WHERE phone IS NULL) AS no_phone,
      count(*) FILTER (WHERE cardinality(photos) = 0) AS no_photo,
      count(*) FILTER (WHERE opening_hours IS NULL) AS no_hours,
      count(*) FILTER (WHERE is_verified) AS verified
      FROM businesses`);
    for (const value of Object.values(rows[0])) expect(Number(value)).toBeGreaterThan(0);
  });

  it('stores unique slugs following the spec rule, with a longer suffix only on collision', async () => {
    const { rows } = await client.query('SELECT name, slug, place_id FROM businesses');
    const bySpecRule = rows.filter((row) => row.slug === businessSlug(row.name, row.place_id));
    expect(bySpecRule.length / rows.length).toBeGreaterThan(0.99);
    for (const row of rows.filter((r) => !bySpecRule.includes(r))) {
      expect(row.slug).toBe(`${slugify(row.name)}-${slugify(row.place_id)}`);
    }
  });
});

describe('rank score', () => {
  it('ranks 4.8 from 900 reviews above 5.0 from one review', async () => {
    const { rows } = await client.query(`SELECT
      (SELECT rank_score FROM (VALUES (5.0::float8, 1)) AS v(r, n),
        LATERAL (SELECT (r * n + 40) / (n + 10) AS rank_score) s) AS single_five`);
    await client.query(`INSERT INTO businesses (name, slug, category, category_slug, category_group, place_id, rating, review_count)
      VALUES ('One Review', 'one-review-x', 'Plumber', 'plumber', 'home-services', 'rank-test-1', 5.0, 1),
             ('Many Reviews', 'many-reviews-x', 'Plumber', 'plumber', 'home-services', 'rank-test-2', 4.8, 900)`);
    const ranked = await client.query(
      `SELECT name, rank_score FROM businesses WHERE place_id LIKE 'rank-test-%' ORDER BY rank_score DESC`,
    );
    expect(ranked.rows.map((r) => r.name)).toEqual(['Many Reviews', 'One Review']);
    expect(ranked.rows[1].rank_score).toBeCloseTo(rows[0].single_five, 6);
  });

  it('rejects a rating outside 1 to 5', async () => {
    await expect(
      client.query(`INSERT INTO businesses (name, slug, category, category_slug, category_group, place_id, rating)
        VALUES ('Bad', 'bad-x', 'Plumber', 'plumber', 'home-services', 'rank-test-3', 6)`),
    ).rejects.toThrow(/businesses_rating_range/);
  });
});
