// Duplicate candidates (docs/data-quality.md) on the real scraper exports in ../shared/fixtures,
// and the merge queue's merge and dismiss through the admin API.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GET as bySlug } from '@/app/api/businesses/slug/[slug]/route';
import { POST as dismissRoute } from '@/app/api/admin/duplicates/dismiss/route';
import { POST as mergeRoute } from '@/app/api/admin/duplicates/merge/route';
import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';
import { updateBusiness } from '@/lib/admin/business-writes';
import { prepareImport } from '@/lib/import/run-import';
import { duplicateRefreshQuery } from '@/lib/quality/duplicates-refresh';
import { adminSessionCookie } from '@/tests/support/admin-session';
import { importTestContext } from '@/tests/support/import-test-context';
import { sharedFixture } from '@/tests/support/shared-fixtures';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';

const BELGRADE = 'outscraper_RS_belgrade-pet-store_reduced-cols_dogsbreeder.csv';
const ZURICH = 'outscraper_CH_zurich-restaurants_Stefan-SEO.csv';

const { client, importRecords } = importTestContext('duplicates-', [
  'businesses',
  'imports',
  'business_changes',
]);

async function importFile(name: string, mode: 'skip' | 'update' = 'skip') {
  const prepared = await prepareImport({ path: sharedFixture(name), fileName: name });
  return prepared.run({ duplicates: mode });
}

type Pair = { business_a: string; business_b: string; reasons: string[]; status: string };
const candidates = async () =>
  (await client.query<Pair>('SELECT * FROM duplicate_candidates ORDER BY 1, 2')).rows;

/** Pairs of businesses with one E.164 phone, counted straight from the table. */
async function sharedPhonePairs() {
  const { rows } = await client.query<{ a: string; b: string }>(`
    SELECT x.id AS a, y.id AS b FROM businesses x JOIN businesses y
      ON y.phone = x.phone AND x.id < y.id
    WHERE x.phone LIKE '+%' ORDER BY 1, 2`);
  return rows;
}

async function admin(route: typeof mergeRoute, body: unknown) {
  const response = await route(
    new Request('http://localhost/api/admin/duplicates', {
      method: 'POST',
      headers: {
        cookie: await adminSessionCookie(),
        'content-type': 'application/json',
        origin: 'http://localhost',
        ...ADMIN_REQUEST_HEADERS,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: await response.json() };
}

async function detail(slug: string) {
  const response = await bySlug(new Request(`http://localhost/api/businesses/slug/${slug}`), {
    params: Promise.resolve({ slug }),
  });
  return { status: response.status, location: response.headers.get('location') };
}

describe('duplicate candidates on the real exports', () => {
  it.each([
    [BELGRADE, 23, 69],
    [ZURICH, 12, 38],
  ])('%s: every shared-phone pair is listed as a candidate', async (name, phones, rows) => {
    await importFile(name);
    const { rows: groups } = await client.query<{ phones: number; rows: number }>(`
      SELECT count(*)::int AS phones, sum(n)::int AS rows FROM (
        SELECT count(*) AS n FROM businesses WHERE phone LIKE '+%' GROUP BY phone HAVING count(*) > 1) g`);
    expect(groups[0]).toEqual({ phones, rows });
    const expected = await sharedPhonePairs();
    const listed = (await candidates()).filter((pair) => pair.reasons.includes('phone'));
    expect(listed.map((pair) => ({ a: pair.business_a, b: pair.business_b }))).toEqual(expected);
  });

  it('a shared website domain alone is no candidate', async () => {
    await importFile(ZURICH);
    const { rows } = await client.query<{ n: number }>(`
      SELECT count(*)::int AS n FROM duplicate_candidates d
      JOIN businesses x ON x.id = d.business_a JOIN businesses y ON y.id = d.business_b
      WHERE x.website = y.website AND x.phone IS DISTINCT FROM y.phone
        AND NOT ('nearby_name' = ANY(d.reasons) OR 'name_postcode' = ANY(d.reasons))`);
    expect(rows[0]!.n).toBe(0);
  });

  it('a merge keeps an admin-edited field and turns the loser URL into a 308', async () => {
    await importFile(BELGRADE);
    const [pair] = await candidates();
    const { rows } = await client.query<{ id: string; slug: string; phone: string }>(
      'SELECT id, slug, phone FROM businesses WHERE id = ANY($1::uuid[]) ORDER BY id',
      [[pair!.business_a, pair!.business_b]],
    );
    const [survivor, loser] = rows as [(typeof rows)[0], (typeof rows)[0]];
    // The admin corrected the loser's website by hand: the survivor takes it over.
    await updateBusiness(loser.id, { website: 'https://hand-edited.example.rs/' });

    expect((await admin(mergeRoute, { businessA: pair!.business_a })).status).toBe(400);
    const merged = await admin(mergeRoute, {
      businessA: pair!.business_b,
      businessB: pair!.business_a,
      survivorId: survivor.id,
    });
    expect(merged.status).toBe(200);

    const { rows: after } = await client.query(
      'SELECT website, edited_fields FROM businesses WHERE id = $1',
      [survivor.id],
    );
    expect(after[0]).toMatchObject({
      website: 'https://hand-edited.example.rs/',
      edited_fields: ['website'],
    });
    expect(
      (await client.query('SELECT 1 FROM businesses WHERE id = $1', [loser.id])).rowCount,
    ).toBe(0);
    expect(await detail(loser.slug)).toEqual({
      status: 308,
      location: expect.stringContaining(`/api/businesses/slug/${survivor.slug}`),
    });
    // Merged once: the pair is gone, a second merge is a 404.
    const again = await admin(mergeRoute, {
      businessA: survivor.id,
      businessB: loser.id,
      survivorId: survivor.id,
    });
    expect(again.status).toBe(404);
  });

  it('a re-import that moves no name, phone, postcode or coordinates leaves the pairs alone', async () => {
    await importFile(ZURICH);
    // Ids are random, so a pair is chosen whose two rows both have a rating in the file.
    const { rows: rated } = await client.query<Pair>(`SELECT c.* FROM duplicate_candidates c
      JOIN businesses a ON a.id = c.business_a JOIN businesses b ON b.id = c.business_b
      WHERE a.rating IS NOT NULL AND b.rating IS NOT NULL ORDER BY 1, 2`);
    const [pair] = rated;
    const ids = [pair!.business_a, pair!.business_b];
    // Both rows change in the re-import, but only in their rating: no signal can move.
    await client.query('UPDATE businesses SET rating = NULL WHERE id = ANY($1::uuid[])', [ids]);
    await client.query(
      'DELETE FROM duplicate_candidates WHERE business_a = $1 AND business_b = $2',
      [pair!.business_a, pair!.business_b],
    );
    await importFile(ZURICH, 'update');
    const { rows: changes } = await client.query<{ keys: string[] }>(
      `SELECT array(SELECT jsonb_object_keys(changes)) AS keys FROM business_changes
       WHERE business_id = ANY($1::uuid[])`,
      [ids],
    );
    expect(changes.map((row) => row.keys)).toEqual([['rating'], ['rating']]);
    expect(
      (await candidates()).some(
        (row) => row.business_a === pair!.business_a && row.business_b === pair!.business_b,
      ),
    ).toBe(false);
  });

  it('a dismissed pair never returns on a re-import', async () => {
    await importFile(ZURICH);
    const [pair, control] = await candidates();
    const dismissed = await admin(dismissRoute, {
      businessA: pair!.business_a,
      businessB: pair!.business_b,
    });
    expect(dismissed.status).toBe(200);
    // Both pairs' rows change in the re-import, so its refresh looks at them again: the
    // control pair, removed here, comes back; the dismissed one stays dismissed.
    const ids = [pair!.business_a, pair!.business_b, control!.business_a, control!.business_b];
    await client.query('UPDATE businesses SET phone = NULL WHERE id = ANY($1::uuid[])', [ids]);
    await client.query(
      'DELETE FROM duplicate_candidates WHERE business_a = $1 AND business_b = $2',
      [control!.business_a, control!.business_b],
    );
    await importFile(ZURICH, 'update');
    const back = (await candidates()).find(
      (row) => row.business_a === control!.business_a && row.business_b === control!.business_b,
    );
    expect(back?.status).toBe('open');
    const after = (await candidates()).find(
      (row) => row.business_a === pair!.business_a && row.business_b === pair!.business_b,
    );
    expect(after?.status).toBe('dismissed');
    expect(
      (await admin(dismissRoute, { businessA: pair!.business_a, businessB: pair!.business_b }))
        .status,
    ).toBe(404);
  });
});

describe('the refresh query', () => {
  // A subplan (`id IN (SELECT …) OR …`) is re-run per pair once the touched rows outgrow
  // work_mem: a 100,000-row import then never finishes. Joins keep it linear at any size.
  it('tests touched rows with joins, never a subplan per row', async () => {
    const query = duplicateRefreshQuery(randomUUID());
    await client.query('BEGIN');
    try {
      await client.query("SET LOCAL work_mem = '64kB'");
      const { rows } = await client.query<{ 'QUERY PLAN': unknown }>({
        text: `EXPLAIN (FORMAT JSON) ${query.text}`,
        values: query.values,
      });
      const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
      expect(plan).toContain('"Node Type":"ModifyTable"');
      expect(plan).not.toMatch(/"Subplan Name":"SubPlan/);
    } finally {
      await client.query('ROLLBACK');
    }
  });

  // The refresh runs before the import commits: with statistics that still say "empty", the
  // planner joins every new row against every other.
  it('sees a large first import in the statistics it is planned with', async () => {
    await client.query('ANALYZE businesses');
    const rows = 1_500;
    const records = Array.from({ length: rows }, (_, i) => outscraperRecord(i));
    expect((await importRecords('first-import.xlsx', records)).stats.imported).toBe(rows);
    const { rows: stats } = await client.query<{ reltuples: number }>(
      "SELECT reltuples FROM pg_class WHERE oid = 'businesses'::regclass",
    );
    expect(stats[0]!.reltuples).toBe(rows);
  });
});
