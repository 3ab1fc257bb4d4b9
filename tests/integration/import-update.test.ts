// Update mode (`duplicates=update`): a re-import refreshes stored businesses from the file,
// counts them in stats.updated, keeps fields an admin edited by hand, renames in place, and
// moves the facet counts; skip mode (the default) still changes nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATCH } from '@/app/api/admin/businesses/[id]/route';
import { POST } from '@/app/api/admin/import/route';
import { GET as bySlug } from '@/app/api/businesses/slug/[slug]/route';
import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';
import { prepareImport } from '@/lib/import/run-import';
import { sharedFixture } from '@/tests/support/shared-fixtures';
import { readFormerSlug } from '@/lib/urls/slug-history';
import { businessSlug } from '@/lib/validation/business';
import { adminSessionCookie } from '@/tests/support/admin-session';
import { revalidations } from '@/tests/support/next-cache';
import { outscraperRecord, placeIdFor } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet, type Cell } from '@/tests/support/spreadsheets/layouts';
import {
  importRequest,
  noParams,
  type ImportResponseBody,
} from '@/tests/support/spreadsheets/requests';
import { writeXlsx } from '@/tests/support/spreadsheets/write';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
let dir: string;

beforeAll(async () => {
  await client.connect();
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-update-'));
});
beforeEach(async () => {
  await client.query('DELETE FROM businesses');
  await client.query('DELETE FROM imports');
  revalidations.tags.length = 0;
});
afterAll(async () => {
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

let files = 0;
async function importRecords(records: Record<string, Cell>[], duplicates?: string) {
  const file = path.join(dir, `file-${files++}.xlsx`);
  await writeXlsx(file, sheet(LAYOUT_2025, records));
  const response = await POST(await importRequest(file, { duplicates }), noParams);
  return { status: response.status, body: (await response.json()) as ImportResponseBody };
}

const records = (count: number) => Array.from({ length: count }, (_, i) => outscraperRecord(i));

const storedAll = async (indexes: number[]) => {
  const rows = [];
  for (const index of indexes) rows.push(await stored(index));
  return rows;
};

async function stored(index: number) {
  const { rows } = await client.query(
    `SELECT id, name, slug, phone, rating, review_count, business_status, opening_hours,
            category, updated_at FROM businesses WHERE place_id = $1`,
    [placeIdFor(index)],
  );
  return rows[0];
}

/** Rows 1-3 as a fresh scrape would see them: more reviews, closed for good, new hours. */
function changed() {
  const rows = records(10);
  rows[1] = { ...rows[1], reviews: Number(rows[1]!.reviews ?? 0) + 300, rating: 4.9 };
  rows[2] = { ...rows[2], business_status: 'CLOSED_PERMANENTLY' };
  rows[3] = {
    ...rows[3],
    working_hours: JSON.stringify({ Monday: '6AM-2PM', Tuesday: 'Closed' }),
  };
  return rows;
}

describe('update mode', () => {
  it('refreshes exactly the changed rows and counts them in stats.updated', async () => {
    expect((await importRecords(records(10))).body.stats.imported).toBe(10);
    const before = await storedAll([0, 1, 2, 3, 4]);
    revalidations.tags.length = 0;

    const { status, body } = await importRecords(changed(), 'update');
    expect(status).toBe(200);
    expect(body.stats).toEqual({ imported: 0, updated: 3, duplicatesSkipped: 7, totalErrors: 0 });
    expect(body.message).toContain('3 updated');

    const [zero, one, two, three, four] = await storedAll([0, 1, 2, 3, 4]);
    expect(one.review_count).toBe(before[1].review_count + 300);
    expect(one.rating).toBe(4.9);
    expect(two.business_status).toBe('CLOSED_PERMANENTLY');
    expect(three.opening_hours).toMatchObject({ Monday: '6AM-2PM', Tuesday: 'Closed' });
    // Untouched rows are not rewritten.
    expect(zero.updated_at).toEqual(before[0].updated_at);
    expect(four.updated_at).toEqual(before[4].updated_at);
    expect(revalidations.tags).toContain('businesses');
    const { rows } = await client.query('SELECT updated FROM imports ORDER BY created_at');
    expect(rows.map((row) => row.updated)).toEqual([0, 3]);
  });

  it('imports new rows alongside the refreshed ones', async () => {
    await importRecords(records(5));
    const next = records(8);
    next[0] = { ...next[0], phone: '+44 20 7946 0000' };
    const { body } = await importRecords(next, 'update');
    expect(body.stats).toEqual({ imported: 3, updated: 1, duplicatesSkipped: 4, totalErrors: 0 });
    expect((await stored(0)).phone).toBe('+442079460000');
  });

  it('skip mode (the default, and explicit) changes nothing', async () => {
    await importRecords(records(10));
    const before = await stored(1);
    for (const mode of [undefined, 'skip']) {
      const { body } = await importRecords(changed(), mode);
      expect(body.stats).toEqual({
        imported: 0,
        updated: 0,
        duplicatesSkipped: 10,
        totalErrors: 0,
      });
    }
    expect(await stored(1)).toEqual(before);
  });

  it('refuses an unknown duplicates value with a 400', async () => {
    const { status, body } = await importRecords(records(2), 'replace');
    expect(status).toBe(400);
    expect((body as unknown as { error: { message: string } }).error.message).toBe(
      'The field "duplicates" must be "skip" or "update".',
    );
    expect(await stored(0)).toBeUndefined();
  });

  it('keeps fields an admin edited by hand and refreshes the rest', async () => {
    await importRecords(records(3));
    const business = await stored(1);
    const cookie = await adminSessionCookie();
    const response = await PATCH(
      new Request(`http://localhost/api/admin/businesses/${business.id}`, {
        method: 'PATCH',
        headers: {
          cookie,
          'content-type': 'application/json',
          origin: 'http://localhost',
          ...ADMIN_REQUEST_HEADERS,
        },
        // The form resends unchanged fields too: only the changed ones count as edited.
        body: JSON.stringify({ phone: '+44 113 496 0001', name: business.name }),
      }),
      { params: Promise.resolve({ id: business.id }) },
    );
    expect(response.status).toBe(200);
    const { rows: edited } = await client.query(
      'SELECT edited_fields FROM businesses WHERE id = $1',
      [business.id],
    );
    expect(edited[0].edited_fields).toEqual(['phone']);

    const next = records(3);
    next[1] = { ...next[1], phone: '+44 113 496 0999', reviews: 4321, name: 'Renamed Ltd' };
    const { body } = await importRecords(next, 'update');
    expect(body.stats.updated).toBe(1);
    const after = await stored(1);
    expect(after.phone).toBe('+441134960001');
    expect(after.review_count).toBe(4321);
    expect(after.name).toBe('Renamed Ltd');
  });

  it('renames in place: same row, the new name’s slug, the old URL a 308 to it', async () => {
    await importRecords(records(3));
    const before = await stored(2);
    const next = records(3);
    next[2] = { ...next[2], name: 'Brand New Name' };
    await importRecords(next, 'update');
    const after = await stored(2);
    expect(after.id).toBe(before.id);
    expect(after.slug).toBe(businessSlug('Brand New Name', placeIdFor(2)));
    // The old URL keeps working (issue 27): the API answers it with a 308 to the new slug.
    const old = await bySlug(new Request(`http://localhost/api/businesses/slug/${before.slug}`), {
      params: Promise.resolve({ slug: before.slug }),
    });
    expect(old.status).toBe(308);
    expect(old.headers.get('location')).toBe(`/api/businesses/slug/${after.slug}`);
    expect(await readFormerSlug(before.slug)).toEqual({
      kind: 'moved',
      id: expect.any(String),
      slug: after.slug,
    });
  });

  it('moves the facet counts with a changed category', async () => {
    await importRecords(records(8));
    const facet = async (key: string) =>
      (
        await client.query(
          "SELECT coalesce(sum(total), 0)::int AS n FROM business_facets WHERE kind = 'category' AND key = $1",
          [key],
        )
      ).rows[0].n as number;
    const plumbers = await facet('plumber');
    const next = records(8);
    next[1] = { ...next[1], category: 'Dentist', type: 'Dentist', subtypes: 'Dentist' };
    expect((await stored(1)).category).toBe('Plumber');
    await importRecords(next, 'update');
    expect(await facet('plumber')).toBe(plumbers - 1);
    const { rows } = await client.query(
      "SELECT total FROM business_facets WHERE kind = 'category' AND key = 'dentist'",
    );
    const { rows: counted } = await client.query(
      "SELECT count(*)::int AS n FROM businesses WHERE category_slug = 'dentist'",
    );
    expect(rows[0].total).toBe(counted[0].n);
  });
});

// The real export in ../shared/fixtures.
const FIXTURE = sharedFixture('outscraper_US_hair-transplant_psilva8.xlsx');

describe('update mode over a real export', () => {
  it('a second import refreshes exactly the rows that differ from the file', async () => {
    const run = async (duplicates?: 'update') => {
      const prepared = await prepareImport({ path: FIXTURE, fileName: 'fixture.xlsx' });
      return (await prepared.run({ duplicates })).stats;
    };
    const first = await run();
    expect(first.imported).toBeGreaterThan(100);
    // Five listings as they were before the scrape: fewer reviews, one still open.
    const { rows } = await client.query(
      `WITH picked AS (SELECT id, review_count FROM businesses WHERE review_count > 1
                       ORDER BY place_id LIMIT 5)
       UPDATE businesses b SET review_count = picked.review_count - 1,
              business_status = 'OPERATIONAL'
       FROM picked WHERE b.id = picked.id
       RETURNING b.place_id, picked.review_count AS scraped`,
    );
    expect(rows).toHaveLength(5);
    const again = await run('update');
    expect(again).toEqual({
      imported: 0,
      updated: 5,
      duplicatesSkipped: first.imported + first.duplicatesSkipped - 5,
      totalErrors: first.totalErrors,
    });
    for (const row of rows) {
      const { rows: now } = await client.query(
        'SELECT review_count FROM businesses WHERE place_id = $1',
        [row.place_id],
      );
      expect(now[0].review_count).toBe(row.scraped);
    }
  });
});
