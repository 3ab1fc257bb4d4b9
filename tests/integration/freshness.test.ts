// Freshness (issue 35): the checked date, the last real change (sitemap lastmod) and the change
// history written by update-mode imports and admin edits, kept past a delete, cleared by
// delete-all.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as historyRoute } from '@/app/api/admin/businesses/[id]/history/route';
import { DELETE, PATCH } from '@/app/api/admin/businesses/[id]/route';
import { DELETE as deleteAllRoute } from '@/app/api/admin/delete-all/route';
import { GET as exportRoute } from '@/app/api/admin/export/route';
import { POST } from '@/app/api/admin/import/route';
import { GET as indexNowKeyFile } from '@/app/api/indexnow-key/[file]/route';
import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';
import { CACHE_TAGS } from '@/lib/cache/data-cache';
import { getBusinessPage } from '@/lib/data/businesses';
import { businessChunkUrls, readBusinessChunks } from '@/lib/sitemap/businesses';
import { businessPath } from '@/lib/urls/paths';
import { adminSessionCookie } from '@/tests/support/admin-session';
import { outscraperRecord, placeIdFor } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet, type Cell } from '@/tests/support/spreadsheets/layouts';
import { exportRequest, importRequest, noParams } from '@/tests/support/spreadsheets/requests';
import { writeXlsx } from '@/tests/support/spreadsheets/write';
import { revalidations } from '@/tests/support/next-cache';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
let dir: string;

beforeAll(async () => {
  await client.connect();
  dir = await mkdtemp(path.join(os.tmpdir(), 'freshness-'));
});
beforeEach(async () => {
  await client.query('TRUNCATE businesses, imports, business_changes');
});
afterAll(async () => {
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

let files = 0;
async function importRecords(
  records: Record<string, Cell>[],
  duplicates?: string,
  headers: readonly string[] = LAYOUT_2025,
) {
  const file = path.join(dir, `listings-${files++}.xlsx`);
  await writeXlsx(file, sheet(headers, records));
  const response = await POST(await importRequest(file, { duplicates }), noParams);
  expect(response.status).toBe(200);
  return { file: path.basename(file), body: await response.json() };
}

const records = (count: number) => Array.from({ length: count }, (_, i) => outscraperRecord(i));

async function adminRequest(id: string, method: string, body?: unknown) {
  const request = new Request(`http://localhost/api/admin/businesses/${id}`, {
    method,
    headers: {
      cookie: await adminSessionCookie(),
      'content-type': 'application/json',
      origin: 'http://localhost',
      ...ADMIN_REQUEST_HEADERS,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const params = { params: Promise.resolve({ id }) };
  return method === 'PATCH' ? PATCH(request, params) : DELETE(request, params);
}

async function storedByPlace() {
  const { rows } = await client.query<{
    id: string;
    place_id: string;
    name: string;
    slug: string;
    updated_at: Date;
    checked_at: Date;
  }>('SELECT id, place_id, name, slug, updated_at, checked_at FROM businesses');
  return new Map(rows.map((row) => [row.place_id, row]));
}

/** Sitemap lastmod per path, as the business sitemap file writes it. */
async function sitemapLastmods() {
  const urls = (await businessChunkUrls(await readBusinessChunks(50_000), 1)) ?? [];
  return new Map(urls.map((url) => [url.path, url.lastmod?.toISOString()]));
}

async function history() {
  const { rows } = await client.query<{
    business_id: string;
    slug: string;
    source: string;
    changes: Record<string, { old: unknown; new: unknown }>;
  }>('SELECT business_id, slug, source, changes FROM business_changes ORDER BY id');
  return rows;
}

/** 20 rows as a later scrape sees them: rows 1-5 changed, row 7 gone (the admin deleted it). */
function rescrape() {
  const rows = records(20);
  rows[1] = { ...rows[1], phone: '+44 20 7946 0101' };
  rows[2] = { ...rows[2], business_status: 'CLOSED_PERMANENTLY' };
  rows[3] = { ...rows[3], working_hours: JSON.stringify({ Monday: '6AM-2PM', Tuesday: 'Closed' }) };
  rows[4] = { ...rows[4], name: 'Renamed Bakery 4' };
  rows[5] = { ...rows[5], reviews: 9999 };
  return rows.filter((_, i) => i !== 7);
}

describe('update-mode re-import', () => {
  it('records one entry per changed business, moves only their lastmod, confirms every row', async () => {
    await importRecords(records(20));
    const before = await storedByPlace();
    const lastmodBefore = await sitemapLastmods();
    const gone = before.get(placeIdFor(7))!;
    expect((await adminRequest(gone.id, 'DELETE')).status).toBe(200);
    // Timestamps are per transaction (ms): wait until the database clock is past every stored one.
    await expect
      .poll(async () => {
        const { rows } = await client.query<{ later: boolean }>(
          `SELECT date_trunc('milliseconds', clock_timestamp()) >
                  (SELECT max(greatest(updated_at, checked_at)) FROM businesses) AS later`,
        );
        return rows[0]!.later;
      })
      .toBe(true);

    const { file, body } = await importRecords(rescrape(), 'update');
    // Row 7 is back in no file: it stays deleted. 5 updated, 14 unchanged.
    expect(body.stats).toEqual({ imported: 0, updated: 5, duplicatesSkipped: 14, totalErrors: 0 });

    const entries = (await history()).filter((entry) => entry.source === file);
    expect(entries).toHaveLength(5);
    const byBusiness = new Map(entries.map((entry) => [entry.business_id, entry.changes]));
    const changesOf = (index: number) => byBusiness.get(before.get(placeIdFor(index))!.id)!;
    // Phones are stored as E.164: the entry holds the stored values, before and after.
    expect(changesOf(1)).toEqual({ phone: { old: expect.any(String), new: '+442079460101' } });
    expect(changesOf(1).phone!.old).not.toBe('+442079460101');
    expect(changesOf(2)).toEqual({
      businessStatus: { old: 'OPERATIONAL', new: 'CLOSED_PERMANENTLY' },
    });
    expect(Object.keys(changesOf(3))).toEqual(['openingHours']);
    expect(changesOf(3).openingHours!.new).toEqual({ Monday: '6AM-2PM', Tuesday: 'Closed' });
    expect(Object.keys(changesOf(4)).sort()).toEqual(['name', 'slug']);
    expect(changesOf(4).name).toEqual({ old: records(5)[4]!.name, new: 'Renamed Bakery 4' });
    expect(changesOf(5).reviewCount!.new).toBe(9999);

    const after = await storedByPlace();
    const lastmodAfter = await sitemapLastmods();
    for (let i = 0; i < 20; i++) {
      if (i === 7) continue;
      const old = before.get(placeIdFor(i))!;
      const now = after.get(placeIdFor(i))!;
      // Every row in the file is confirmed, changed or not.
      expect(now.checked_at.getTime()).toBeGreaterThan(old.checked_at.getTime());
      if (i >= 1 && i <= 5) {
        expect(now.updated_at.getTime()).toBeGreaterThan(old.updated_at.getTime());
        // Row 2 is closed for good and leaves the sitemap.
        if (i !== 2) expect(lastmodAfter.get(businessPath(now))).toBe(now.updated_at.toISOString());
      } else {
        expect(now.updated_at).toEqual(old.updated_at);
        expect(lastmodAfter.get(businessPath(now))).toBe(lastmodBefore.get(businessPath(old)));
      }
    }

    // The second identical import changes nothing, records nothing, moves no lastmod.
    const entriesBefore = (await history()).length;
    const { body: again } = await importRecords(rescrape(), 'update');
    expect(again.stats.updated).toBe(0);
    expect(await history()).toHaveLength(entriesBefore);
    expect(await sitemapLastmods()).toEqual(lastmodAfter);
  });

  it('shows visitor-relevant changes in plain words, newest first', async () => {
    await importRecords(records(6));
    await importRecords(rescrape().slice(0, 6), 'update');
    const stored = await storedByPlace();
    // The detail page's one read: the business with its notes.
    const notes = async (index: number) =>
      (await getBusinessPage(stored.get(placeIdFor(index))!.slug))!.changeNotes.map(
        (note) => note.text,
      );
    expect(await notes(1)).toEqual([expect.stringMatching(/^Phone number changed on \d+ \w{3}$/)]);
    expect(await notes(2)).toEqual(['Now permanently closed']);
    expect(await notes(3)).toEqual([expect.stringMatching(/^Opening hours changed on /)]);
    // Review counts change with every scrape: recorded, not shown.
    expect(await notes(5)).toEqual([]);
    expect(await notes(0)).toEqual([]);
  });
});

describe('admin edits and deletes', () => {
  it('records an edit with source admin, skips an edit that changes nothing, keeps history past a delete', async () => {
    await importRecords(records(3));
    const business = (await storedByPlace()).get(placeIdFor(1))!;
    expect((await adminRequest(business.id, 'PATCH', { phone: '+44 113 496 0001' })).status).toBe(
      200,
    );
    const edited = (await storedByPlace()).get(placeIdFor(1))!;
    // The page caches its notes with the business under the slug's tag: the edit expires it.
    expect(revalidations.tags).toContain(CACHE_TAGS.slug(business.slug));
    expect((await getBusinessPage(business.slug))!.changeNotes.map((note) => note.text)).toEqual([
      expect.stringMatching(/^Phone number changed on /),
    ]);
    expect(edited.updated_at.getTime()).toBeGreaterThanOrEqual(business.updated_at.getTime());
    // Resending the same value is no change: no entry, lastmod stays.
    expect((await adminRequest(business.id, 'PATCH', { phone: '+44 113 496 0001' })).status).toBe(
      200,
    );
    expect((await storedByPlace()).get(placeIdFor(1))!.updated_at).toEqual(edited.updated_at);

    expect((await adminRequest(business.id, 'DELETE')).status).toBe(200);
    const response = await historyRoute(
      new Request(`http://localhost/api/admin/businesses/${business.id}/history`, {
        headers: { cookie: await adminSessionCookie() },
      }),
      { params: Promise.resolve({ id: business.id }) },
    );
    expect(response.status).toBe(200);
    const { history: entries } = (await response.json()) as {
      history: { slug: string; source: string; changes: Record<string, unknown> }[];
    };
    expect(entries.map((entry) => [entry.source, Object.keys(entry.changes)])).toEqual([
      ['admin', ['deleted']],
      ['admin', ['phone']],
    ]);
    // The slug that now answers 410 names the deleted business's history.
    expect(entries[0]!.slug).toBe(business.slug);
    const { rows: gone } = await client.query('SELECT slug FROM gone_slugs WHERE slug = $1', [
      business.slug,
    ]);
    expect(gone).toHaveLength(1);
  });

  it('delete-all clears the history', async () => {
    await importRecords(records(3));
    await importRecords(rescrape().slice(0, 3), 'update');
    expect((await history()).length).toBeGreaterThan(0);
    const response = await deleteAllRoute(
      new Request('http://localhost/api/admin/delete-all', {
        method: 'DELETE',
        headers: {
          cookie: await adminSessionCookie(),
          origin: 'http://localhost',
          ...ADMIN_REQUEST_HEADERS,
        },
      }),
      noParams,
    );
    expect(response.status).toBe(200);
    expect(await history()).toEqual([]);
  });
});

describe("Google's reviews per star", () => {
  const SCORES = [1, 2, 3, 4, 5].map((stars) => `reviews_per_score_${stars}`);

  it('are stored from reviews_per_score_1 ... _5, exported and imported back the same', async () => {
    const rows: Record<string, Cell>[] = records(3).map((record, i) => ({
      ...record,
      reviews: 10 + i,
      // Outscraper writes them as floats in some exports ("5.0").
      ...Object.fromEntries(SCORES.map((column, star) => [column, star === 4 ? 6 + i : 1])),
    }));
    // Row 2 lacks one count: no breakdown is stored for it.
    rows[2]!.reviews_per_score_3 = null;
    await importRecords(rows, undefined, [...LAYOUT_2025, ...SCORES]);
    const read = async () =>
      (
        await client.query<{ place_id: string; reviews_per_score: number[] }>(
          'SELECT place_id, reviews_per_score FROM businesses ORDER BY place_id',
        )
      ).rows;
    const stored = await read();
    const byPlace = new Map(stored.map((row) => [row.place_id, row.reviews_per_score]));
    expect(byPlace.get(placeIdFor(0))).toEqual([1, 1, 1, 1, 6]);
    expect(byPlace.get(placeIdFor(1))).toEqual([1, 1, 1, 1, 7]);
    expect(byPlace.get(placeIdFor(2))).toEqual([]);

    const response = await exportRoute(await exportRequest(), noParams);
    expect(response.status).toBe(200);
    const exported = path.join(dir, 'exported.xlsx');
    await writeFile(exported, Buffer.from(await response.arrayBuffer()));
    await client.query('TRUNCATE businesses, imports, business_changes');
    const again = await POST(await importRequest(exported), noParams);
    expect(again.status).toBe(200);
    expect(await read()).toEqual(stored);
  });
});

describe('IndexNow unset (INDEXNOW_KEY not set)', () => {
  it('queues nothing and answers 404 for any key file', async () => {
    expect(process.env.INDEXNOW_KEY).toBeUndefined();
    await importRecords(records(3));
    await importRecords(rescrape().slice(0, 3), 'update');
    const { rows } = await client.query('SELECT count(*)::int AS n FROM indexnow_outbox');
    expect(rows[0].n).toBe(0);
    const file = 'some-key-0123456789.txt';
    const response = await indexNowKeyFile(new Request(`http://localhost/${file}`), {
      params: Promise.resolve({ file }),
    });
    expect(response.status).toBe(404);
  });
});
