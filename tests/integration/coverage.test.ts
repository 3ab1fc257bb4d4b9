// The Coverage tab's figures (docs/data-quality.md) come from trigger-kept summary tables; each
// must equal a direct count over businesses after imports, edits, deletes and merges.
import { describe, expect, it } from 'vitest';
import { GET as gapsRoute } from '@/app/api/admin/coverage/gaps/route';
import { deleteBusiness, updateBusiness } from '@/lib/admin/business-writes';
import { prepareImport } from '@/lib/import/run-import';
import {
  COVERAGE_PER_PAGE,
  STALE_DAYS,
  getCoverage,
  listCoverageGaps,
} from '@/lib/quality/coverage';
import { mergeDuplicate } from '@/lib/quality/merge';
import { adminSessionCookie } from '@/tests/support/admin-session';
import { importTestContext } from '@/tests/support/import-test-context';
import { sharedFixture } from '@/tests/support/shared-fixtures';

const FILES = [
  'outscraper_CH_zurich-restaurants_Stefan-SEO.csv',
  'outscraper_RS_belgrade-pet-store_reduced-cols_dogsbreeder.csv',
  'uk-london-restaurants.csv',
  'outscraper_US_birmingham-AL-plumber_2026-format_nicksanford9.csv',
];
const FIXTURE_PATHS = new Map(FILES.map((name) => [name, sharedFixture(name)]));

const { client } = importTestContext('coverage-', ['businesses', 'imports', 'business_changes']);

async function importFile(name: string, duplicates: 'skip' | 'update' = 'skip') {
  const prepared = await prepareImport({ path: FIXTURE_PATHS.get(name)!, fileName: name });
  return prepared.run({ duplicates });
}

const COUNTS = `count(*)::int AS "total",
  count(*) FILTER (WHERE coalesce(phone, '') <> '')::int AS "withPhone",
  count(*) FILTER (WHERE coalesce(website, '') <> '')::int AS "withWebsite",
  count(*) FILTER (WHERE coalesce(opening_hours, '{}'::jsonb) <> '{}'::jsonb)::int AS "withHours",
  count(*) FILTER (WHERE latitude IS NOT NULL AND longitude IS NOT NULL)::int AS "withCoords",
  count(*) FILTER (WHERE coalesce(phone, '') <> '' AND phone !~ '^\\+[1-9]\\d{6,14}$')::int AS "badPhone"`;

/** Every figure of the tab, read through the app, against the same figures counted directly. */
async function expectCoverageMatchesSql() {
  const first = await getCoverage();
  const rows = [...first.rows];
  for (let page = 2; page <= first.pageCount; page++)
    rows.push(...(await getCoverage({ page })).rows);
  const { rows: direct } = await client.query(`
    SELECT coalesce(city_slug, '') AS "cityKey", max(city) AS city,
      category_group AS "categoryGroup", ${COUNTS}
    FROM businesses GROUP BY 1, 3`);
  const key = (row: { cityKey: string; categoryGroup: string }) =>
    `${row.cityKey}|${row.categoryGroup}`;
  const sorted = <T extends { cityKey: string; categoryGroup: string }>(list: T[]) =>
    [...list].sort((a, b) => key(a).localeCompare(key(b)));
  const strip = (row: Record<string, unknown>) => ({ ...row, city: undefined, groups: undefined });
  expect(sorted(rows).map(strip)).toEqual(sorted(direct).map(strip));
  expect(rows.length).toBeGreaterThan(COVERAGE_PER_PAGE);

  const { rows: totals } = await client.query(`
    SELECT ${COUNTS},
      count(*) FILTER (WHERE (checked_at AT TIME ZONE 'UTC')::date
        < (now() AT TIME ZONE 'UTC')::date - ${STALE_DAYS})::int AS stale
    FROM businesses`);
  expect(first.totals).toEqual(totals[0]);
  return first.totals;
}

describe('coverage figures', () => {
  it('equal direct SQL counts after imports, edits, deletes, merges and stale rows', async () => {
    for (const name of FILES) await importFile(name);
    await expectCoverageMatchesSql();

    const { rows: some } = await client.query<{ id: string }>(
      'SELECT id FROM businesses ORDER BY place_id LIMIT 40',
    );
    await updateBusiness(some[0]!.id, { phone: '', website: 'https://edited.example/' });
    await updateBusiness(some[1]!.id, { city: 'Leeds' });
    await deleteBusiness(some[2]!.id);
    // Not confirmed since long ago: stale until an import sees them again.
    await client.query(
      `UPDATE businesses SET checked_at = now() - interval '200 days' WHERE id = ANY($1::uuid[])`,
      [some.slice(3).map((row) => row.id)],
    );
    const [pair] = (
      await client.query<{ business_a: string; business_b: string }>(
        "SELECT * FROM duplicate_candidates WHERE status = 'open' LIMIT 1",
      )
    ).rows;
    await mergeDuplicate({
      businessA: pair!.business_a,
      businessB: pair!.business_b,
      survivorId: pair!.business_b,
    });
    // A number stored as written (an older import's way with numbers that did not parse).
    await client.query(`UPDATE businesses SET phone = 'ask at the bar' WHERE id = $1`, [
      some[4]!.id,
    ]);
    const edited = await expectCoverageMatchesSql();
    expect(edited.stale).toBeGreaterThan(30);
    expect(edited.badPhone).toBe(1);

    // An update-mode re-import confirms the stale rows again and moves them out of "stale".
    for (const name of FILES) await importFile(name, 'update');
    expect((await expectCoverageMatchesSql()).stale).toBe(0);
  });

  it('a re-import on a later day moves only the checked days, not the cells', async () => {
    for (const name of FILES) await importFile(name);
    await client.query(`UPDATE businesses SET checked_at = now() - interval '200 days'`);
    const cells = async () =>
      (
        await client.query(`
          SELECT 'cell' AS kind, city_key, category_slug AS key, xmin::text FROM coverage_cells
          UNION ALL
          SELECT 'group', city_key, category_group, xmin::text FROM coverage_groups
          ORDER BY 1, 2, 3`)
      ).rows;
    const before = await cells();
    expect((await expectCoverageMatchesSql()).stale).toBeGreaterThan(0);
    for (const name of FILES) await importFile(name, 'update');
    expect((await expectCoverageMatchesSql()).stale).toBe(0);
    // Unchanged row versions: no statement rewrote a cell with a zero delta.
    expect(await cells()).toEqual(before);
  });

  it('lists the gaps of the largest towns and serves them as scraper queries', async () => {
    for (const name of FILES) await importFile(name);
    const { rows: direct } = await client.query(`
      WITH towns AS (
        SELECT city_slug, max(city) AS city, count(*) AS n FROM businesses
        WHERE city_slug IS NOT NULL GROUP BY city_slug ORDER BY n DESC, city_slug LIMIT 200
      ), categories AS (SELECT DISTINCT category_slug FROM businesses),
      cells AS (
        SELECT city_slug, category_slug, count(*)::int AS total,
          count(*) FILTER (WHERE coalesce(opening_hours, '{}'::jsonb) <> '{}'::jsonb)::int AS hours
        FROM businesses GROUP BY 1, 2
      )
      SELECT t.city, c.category_slug, coalesce(x.total, 0) AS total, coalesce(x.hours, 0) AS hours
      FROM towns t CROSS JOIN categories c
      LEFT JOIN cells x ON x.city_slug = t.city_slug AND x.category_slug = c.category_slug
      WHERE coalesce(x.total, 0) < 3 OR x.hours * 2 < x.total`);
    const gaps = await listCoverageGaps();
    expect(gaps.length).toBe(direct.length);
    expect(gaps.reduce((sum, gap) => sum + gap.total, 0)).toBe(
      direct.reduce((sum, row) => sum + row.total, 0),
    );

    const response = await gapsRoute(
      new Request('http://localhost/api/admin/coverage/gaps', {
        headers: { cookie: await adminSessionCookie() },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(gaps.length + 1);
    expect(lines).toContainEqual(expect.stringMatching(/^"[a-z ]+, London, UK",/));
  });
});
