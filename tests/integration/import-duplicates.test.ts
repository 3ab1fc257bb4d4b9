// Duplicates, row errors, the counts invariant, slugs, the NDJSON progress protocol and the
// admin guard of POST /api/admin/import.
import { importTestContext } from '@/tests/support/import-test-context';
import { describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/admin/import/route';
import { IMPORT_LOCK } from '@/lib/import/business-writer';
import { businessSlug } from '@/lib/validation/business';
import { revalidations } from '@/tests/support/next-cache';
import { outscraperRecord, placeIdFor } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet, type Cell } from '@/tests/support/spreadsheets/layouts';
import {
  importRequest,
  noParams,
  type ImportResponseBody,
} from '@/tests/support/spreadsheets/requests';
import { writeCsv, writeXlsx } from '@/tests/support/spreadsheets/write';

const { client, tempFile } = importTestContext('import-dups-');

const count = async (sql = 'SELECT count(*)::int AS n FROM businesses') =>
  (await client.query(sql)).rows[0].n as number;

async function xlsx(name: string, records: Record<string, Cell>[]) {
  const file = tempFile(name);
  await writeXlsx(file, sheet(LAYOUT_2025, records));
  return file;
}

async function importJson(file: string) {
  const response = await POST(await importRequest(file), noParams);
  expect(response.status).toBe(200);
  const body = (await response.json()) as ImportResponseBody;
  return body;
}

const records = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => outscraperRecord(from + i));

describe('duplicates', () => {
  it('skips place ids repeated within a file, keeping the first', async () => {
    const first = outscraperRecord(1);
    const file = await xlsx('within.xlsx', [
      first,
      outscraperRecord(2),
      { ...first, name: 'Second copy' },
      outscraperRecord(2),
    ]);
    const body = await importJson(file);
    expect(body.stats).toEqual({ imported: 2, duplicatesSkipped: 2, totalErrors: 0, updated: 0 });
    const { rows } = await client.query('SELECT name FROM businesses WHERE place_id = $1', [
      placeIdFor(1),
    ]);
    expect(rows).toEqual([{ name: first.name }]);
  });

  it('skips place ids stored by an earlier file, and a re-import adds nothing', async () => {
    const file = await xlsx('first.xlsx', records(0, 30));
    expect((await importJson(file)).stats).toEqual({
      imported: 30,
      duplicatesSkipped: 0,
      totalErrors: 0,
      updated: 0,
    });
    const again = await importJson(file);
    expect(again.stats).toEqual({ imported: 0, duplicatesSkipped: 30, totalErrors: 0, updated: 0 });

    const overlapping = await xlsx('second.xlsx', records(20, 40));
    expect((await importJson(overlapping)).stats).toEqual({
      imported: 10,
      duplicatesSkipped: 10,
      totalErrors: 0,
      updated: 0,
    });
    expect(await count()).toBe(40);
    const { rows } = await client.query(
      'SELECT file_name, imported, duplicates_skipped FROM imports ORDER BY created_at',
    );
    expect(rows).toEqual([
      { file_name: 'first.xlsx', imported: 30, duplicates_skipped: 0 },
      { file_name: 'first.xlsx', imported: 0, duplicates_skipped: 30 },
      { file_name: 'second.xlsx', imported: 10, duplicates_skipped: 10 },
    ]);
  });
});

describe('row errors and the counts invariant', () => {
  it('rejects only rows without a name, category or place_id; other bad cells are warnings', async () => {
    const file = tempFile('bad-rows.csv');
    const rows: Record<string, Cell>[] = [
      outscraperRecord(100),
      { ...outscraperRecord(101), place_id: '' },
      { ...outscraperRecord(102), rating: '7.5' },
      { ...outscraperRecord(103), working_hours: 'whenever we feel like it' },
      { ...outscraperRecord(104), verified: 'maybe', name: '' },
      outscraperRecord(100),
      { ...outscraperRecord(105), reviews: 'lots' },
    ];
    await writeCsv(file, sheet(LAYOUT_2025, rows));
    const body = await importJson(file);
    expect(body.stats).toEqual({ imported: 4, duplicatesSkipped: 1, totalErrors: 2, updated: 0 });
    expect(body.stats.imported + body.stats.duplicatesSkipped + body.stats.totalErrors).toBe(
      rows.length,
    );
    expect(body.errors).toEqual([
      { row: 3, column: 'place_id', message: 'is required' },
      { row: 6, column: 'verified', message: '"maybe" is not true or false' },
      { row: 6, column: 'name', message: 'is required' },
    ]);
    expect(body.warnings).toEqual([
      { row: 4, column: 'rating', message: 'must be between 1 and 5' },
      expect.objectContaining({ row: 5, column: 'working_hours' }),
      { row: 8, column: 'reviews', message: '"lots" is not a number' },
    ]);
    expect(body.totalWarnings).toBe(3);
    expect(body.message).toContain('3 rows imported with warnings');
    expect(await count()).toBe(4);
    // The unreadable cells were left out, the rest of each business kept.
    const { rows: kept } = await client.query(
      'SELECT rating, opening_hours, review_count, phone FROM businesses WHERE place_id = ANY($1) ORDER BY place_id',
      [[placeIdFor(102), placeIdFor(103)]],
    );
    expect(kept.map((row) => row.phone)).not.toContain(null);
    expect(kept.find((row) => row.rating === null)).toBeDefined();
    expect(kept.find((row) => row.opening_hours === null)).toBeDefined();
  });

  it('reads a plain-text about as the description when the row has none', async () => {
    const withText = {
      ...outscraperRecord(700),
      about: 'Family run since 1982.',
      description: null,
    };
    const both = { ...outscraperRecord(701), about: 'Plain words', description: 'Own text' };
    const body = await importJson(await xlsx('about-text.xlsx', [withText, both]));
    expect(body.stats).toEqual({ imported: 2, duplicatesSkipped: 0, totalErrors: 0, updated: 0 });
    expect(body.warnings).toEqual([expect.objectContaining({ row: 3, column: 'about' })]);
    const { rows } = await client.query(
      'SELECT place_id, description, about FROM businesses ORDER BY place_id',
    );
    const byId = new Map(rows.map((row) => [row.place_id, row]));
    expect(byId.get(placeIdFor(700))).toMatchObject({
      description: 'Family run since 1982.',
      about: null,
    });
    expect(byId.get(placeIdFor(701))).toMatchObject({ description: 'Own text', about: null });
  });

  it('lists the first 100 problems but counts every bad row', async () => {
    const bad = Array.from({ length: 150 }, (_, i) => ({
      ...outscraperRecord(200 + i),
      category: '',
      type: '',
      subtypes: '',
    }));
    const body = await importJson(await xlsx('many-bad.xlsx', [...bad, ...records(400, 410)]));
    expect(body.stats).toEqual({
      imported: 10,
      duplicatesSkipped: 0,
      totalErrors: 150,
      updated: 0,
    });
    expect(body.errors).toHaveLength(100);
    expect(body.errors[0]).toEqual({ row: 2, column: 'category', message: 'is required' });
  });
});

describe('slugs', () => {
  it('follows the spec and breaks ties deterministically', async () => {
    // Same name and the same first 7 characters of the place id: the spec slug collides.
    const a = { ...outscraperRecord(500), name: 'Twin Cafe', place_id: 'ChIJaaaAAAA' };
    const b = { ...outscraperRecord(501), name: 'Twin Cafe', place_id: 'ChIJaaaBBBB' };
    await importJson(await xlsx('twins-1.xlsx', [a]));
    await importJson(await xlsx('twins-2.xlsx', [b]));
    const { rows } = await client.query(
      `SELECT place_id, slug FROM businesses WHERE name = 'Twin Cafe' ORDER BY place_id`,
    );
    expect(rows).toEqual([
      { place_id: 'ChIJaaaAAAA', slug: businessSlug('Twin Cafe', 'ChIJaaaAAAA') },
      { place_id: 'ChIJaaaBBBB', slug: 'twin-cafe-chijaaabbbb' },
    ]);
  });
});

describe('preferred slugs (our own exports carry a slug column)', () => {
  it('keeps a free one and falls back to the spec rule when it is taken', async () => {
    const headers = [...LAYOUT_2025, 'slug'];
    const file = tempFile('slugs.xlsx');
    const a: Record<string, Cell> = { ...outscraperRecord(600), slug: 'old-url-kept' };
    const b: Record<string, Cell> = { ...outscraperRecord(601), slug: 'old-url-kept' };
    const c: Record<string, Cell> = { ...outscraperRecord(602), slug: 'Not A Slug' };
    await writeXlsx(file, sheet(headers, [a, b, c]));
    const body = await importJson(file);
    expect(body.stats).toEqual({ imported: 3, duplicatesSkipped: 0, totalErrors: 0, updated: 0 });
    // A bad slug is left out (the spec slug is used) and reported as a warning.
    expect(body.warnings).toEqual([
      {
        row: 4,
        column: 'slug',
        message: 'is not a valid slug (lower-case words joined by hyphens)',
      },
    ]);
    const { rows } = await client.query('SELECT place_id, slug FROM businesses ORDER BY place_id');
    expect(rows).toEqual(
      expect.arrayContaining([
        { place_id: a.place_id, slug: 'old-url-kept' },
        { place_id: b.place_id, slug: businessSlug(String(b.name), String(b.place_id)) },
        { place_id: c.place_id, slug: businessSlug(String(c.name), String(c.place_id)) },
      ]),
    );
  });
});

describe('NDJSON progress', () => {
  it('streams progress lines, then the result, and refreshes cached pages', async () => {
    const file = await xlsx('progress.xlsx', records(1000, 3500));
    revalidations.tags.length = 0;
    const response = await POST(
      await importRequest(file, { accept: 'application/x-ndjson' }),
      noParams,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const progress = lines.filter((line) => line.type === 'progress');
    // From the first line: rows counted as read, the share of the file read, then saving.
    expect(progress[0]).toMatchObject({ type: 'progress', stage: 'reading', rowsProcessed: 0 });
    expect(progress[0].fraction).toBeGreaterThanOrEqual(0);
    expect(progress[0].fraction).toBeLessThan(1);
    const counts = progress.map((line) => line.rowsProcessed);
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
    const fractions = progress.map((line) => line.fraction);
    expect(fractions).toEqual([...fractions].sort((x, y) => x - y));
    expect(progress.at(-1)).toEqual({
      type: 'progress',
      stage: 'saving',
      rowsProcessed: 2500,
      fraction: 1,
    });
    expect(lines.at(-1)).toMatchObject({
      type: 'result',
      stats: { imported: 2500, duplicatesSkipped: 0, totalErrors: 0, updated: 0 },
      errors: [],
    });
    expect(lines.at(-1).message).toMatch(/Imported 2,500 businesses/);
    // The refresh follows the stream's end asynchronously: wait for it rather than a tick.
    await expect.poll(() => revalidations.tags, { timeout: 10_000 }).toEqual(['businesses']);
  });

  it('answers a file-level failure with a plain error status before streaming', async () => {
    const response = await POST(
      await importRequest(
        { name: 'notes.xlsx', data: Buffer.from('hello') },
        { accept: 'application/x-ndjson' },
      ),
      noParams,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/not a spreadsheet/);
  });

  it('rolls everything back when the client cancels mid-file', async () => {
    const file = await xlsx('cancel.xlsx', records(5000, 8000));
    revalidations.tags.length = 0;
    // Holding the import lock makes the order certain: the import waits at its first write
    // until the test has cancelled, then runs into the cancellation.
    await client.query('SELECT pg_advisory_lock($1)', [IMPORT_LOCK]);
    const response = await POST(
      await importRequest(file, { accept: 'application/x-ndjson' }),
      noParams,
    );
    const reader = response.body!.getReader();
    const first = JSON.parse(new TextDecoder().decode((await reader.read()).value).split('\n')[0]!);
    expect(first).toMatchObject({ type: 'progress', stage: 'reading' });
    await reader.cancel();
    const locks = (granted: boolean) =>
      count(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted = ${granted}`,
      );
    const until = (done: () => Promise<boolean>) =>
      vi.waitUntil(done, { timeout: 60_000, interval: 50 });
    await until(async () => (await locks(false)) === 1);
    await client.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK]);
    await until(async () => (await locks(true)) === 0);
    expect(await count()).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM imports')).toBe(0);
    expect(revalidations.tags).toEqual([]);
  });
});

describe('authorisation', () => {
  it('refuses an upload without an admin session (401) and writes nothing', async () => {
    const file = await xlsx('anonymous.xlsx', records(0, 3));
    const response = await POST(await importRequest(file, { session: false }), noParams);
    expect(response.status).toBe(401);
    expect(await count()).toBe(0);
  });
});
