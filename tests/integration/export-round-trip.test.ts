// GET /api/admin/export: the download, formula neutralisation, the country filter, and the
// round trip export → delete all → import giving back the same businesses.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { seed } from '@/prisma/seed';
import { BUSINESS_FIELDS } from '@/lib/business/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/admin/export/route';
import { POST } from '@/app/api/admin/import/route';
import { outscraperRecord, outscraperRecord2026 } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, type Cell } from '@/tests/support/spreadsheets/layouts';
import {
  exportRequest,
  importRequest,
  noParams,
  type ImportResponseBody,
} from '@/tests/support/spreadsheets/requests';
import { writeXlsx } from '@/tests/support/spreadsheets/write';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
let dir: string;

// Every field an import writes (the registry's), and the rank the database derives. A null
// zone (demo rows) reads as the zone of the business's place, which the import then stores.
const FIELDS = [
  ...BUSINESS_FIELDS.map(({ column }) =>
    column === 'time_zone' ? "coalesce(time_zone, 'Europe/London') AS time_zone" : column,
  ),
  'rank_score',
].join(', ');
const snapshot = async () =>
  (await client.query(`SELECT ${FIELDS} FROM businesses ORDER BY place_id`)).rows;

const TRICKY: Record<string, Cell>[] = [
  { ...outscraperRecord(1), name: '=HYPERLINK("http://evil.example","Click")' },
  { ...outscraperRecord(2), name: '+Plus Cafe' },
  { ...outscraperRecord(3), name: '@Home Repairs' },
  { ...outscraperRecord(4), name: 'Café “Zürich” Ünïcode 日本' },
  { ...outscraperRecord(5), working_hours: outscraperRecord(5, 'u202f').working_hours! },
  { ...outscraperRecord(6), longitude: -0.12207499999999999, rating: 4.7, reviews: 0 },
  {
    ...outscraperRecord(7),
    subtypes: 'Plumber, Drainage service, Water heater installation service',
    range: '££',
    booking_appointment_link: 'https://booking.example.co.uk/plumber?ref=maps&lang=en',
    time_zone: 'America/Chicago',
    other_hours: JSON.stringify([{ Delivery: { Monday: '9AM-5PM', Tuesday: 'Closed' } }]),
  },
];

async function importRecords(
  name: string,
  records: Record<string, Cell>[],
  headers: readonly string[] = LAYOUT_2025,
) {
  const file = path.join(dir, name);
  await writeXlsx(file, {
    headers,
    rows: records.map((record) => headers.map((header) => record[header] ?? null)),
  });
  // The US row is imported on purpose: the directory-country question is answered up front.
  const response = await POST(await importRequest(file, { otherCountries: 'import' }), noParams);
  expect(response.status).toBe(200);
  return (await response.json()) as ImportResponseBody;
}

async function download(query = '') {
  const response = await GET(await exportRequest(query), noParams);
  expect(response.status).toBe(200);
  return { response, data: Buffer.from(await response.arrayBuffer()) };
}

async function readSheet(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

beforeAll(async () => {
  await client.connect();
  await client.query('DELETE FROM businesses');
  dir = await mkdtemp(path.join(os.tmpdir(), 'export-'));
  const body = await importRecords('source.xlsx', [
    ...TRICKY,
    ...Array.from({ length: 40 }, (_, i) => outscraperRecord(100 + i)),
  ]);
  expect(body.stats.totalErrors).toBe(0);
  // A US business from a 2026 file, so the country filter has something to leave out.
  const us = {
    ...outscraperRecord2026(300),
    country: 'United States of America',
    county: 'Jefferson County',
    state: 'Alabama',
  };
  await importRecords(
    'us.xlsx',
    [us],
    [
      'name',
      'category',
      'address',
      'city',
      'county',
      'state',
      'postal_code',
      'country',
      'place_id',
      'working_hours',
    ],
  );
  // Text no spreadsheet import produces (exceljs itself folds CR into LF), set directly.
  const descriptions = [
    '-50% on Mondays\r\nand more',
    "'=quoted already",
    'Literal _x000D_ text\ttab',
  ];
  for (const [index, description] of descriptions.entries()) {
    await client.query('UPDATE businesses SET description = $1 WHERE place_id = $2', [
      description,
      outscraperRecord(index + 2).place_id,
    ]);
  }
  // What only our own data has: SEO copy, an e-mail, several photos.
  await client.query(`UPDATE businesses SET seo_title = 'Best in town', seo_description = 'A long SEO text.',
    email = 'hello@example.co.uk', photos = ARRAY['https://img.example/1.jpg', 'https://img.example/2.jpg']
    WHERE place_id = (SELECT min(place_id) FROM businesses)`);
});
afterAll(async () => {
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

describe('the download', () => {
  it('is an attachment named by country and date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { response } = await download();
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toContain(
      `attachment; filename="businesses_all_${today}.xlsx"`,
    );
    const uk = await download('?country=United%20Kingdom');
    expect(uk.response.headers.get('content-disposition')).toContain(
      `filename="businesses_United Kingdom_${today}.xlsx"`,
    );
  });

  it('filters by country (case-insensitive; "all" means every country)', async () => {
    const total = (await client.query('SELECT count(*)::int AS n FROM businesses')).rows[0].n;
    expect((await readSheet((await download('?country=united%20kingdom')).data)).rowCount).toBe(
      total,
    );
    expect((await readSheet((await download('?country=all')).data)).rowCount).toBe(total + 1);
    expect((await readSheet((await download('?country=Narnia')).data)).rowCount).toBe(1);
  });

  it('requires an admin session', async () => {
    const response = await GET(await exportRequest('', { session: false }), noParams);
    expect(response.status).toBe(401);
  });
});

describe('formula neutralisation', () => {
  it('prefixes text that Excel would run, and never writes a formula cell', async () => {
    const sheet = await readSheet((await download()).data);
    const headers = (sheet.getRow(1).values as Cell[]).slice(1);
    const column = (name: string) => headers.indexOf(name) + 1;
    const texts: string[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof cell.value === 'string') texts.push(cell.value);
      });
    });
    expect(texts).toContain('\'=HYPERLINK("http://evil.example","Click")');
    expect(texts).toContain("'+Plus Cafe");
    expect(texts).toContain("'@Home Repairs");
    expect(texts).toContain("''=quoted already");
    for (const text of texts) expect(text).not.toMatch(/^[=+\-@]/);
    // Phone numbers start with + too; numbers stay numeric cells, negative or not.
    const phones: string[] = [];
    const longitudes: unknown[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      phones.push(String(row.getCell(column('phone')).value));
      longitudes.push(row.getCell(column('longitude')).value);
    });
    expect(phones.filter((phone) => phone.startsWith("'+44")).length).toBeGreaterThan(40);
    expect(longitudes).toContain(-0.12207499999999999);
  });
});

describe('the round trip', () => {
  it('export → delete all → import gives back the same businesses', async () => {
    const before = await snapshot();
    const { data } = await download();
    await client.query('DELETE FROM businesses');
    const response = await POST(
      await importRequest({ name: 'businesses_all.xlsx', data }),
      noParams,
    );
    const body = (await response.json()) as ImportResponseBody;
    expect(body.errors).toEqual([]);
    expect(body.stats).toEqual({
      imported: before.length,
      duplicatesSkipped: 0,
      totalErrors: 0,
      updated: 0,
    });
    expect(await snapshot()).toEqual(before);
    // The tricky values came back exactly, phone numbers included.
    const names = (await snapshot()).map((row) => row.name);
    expect(names).toContain('=HYPERLINK("http://evil.example","Click")');
    expect(names).toContain('Café “Zürich” Ünïcode 日本');
    const descriptions = (await snapshot()).map((row) => row.description);
    expect(descriptions).toContain('-50% on Mondays\r\nand more');
    expect(descriptions).toContain('Literal _x000D_ text\ttab');
    expect(descriptions).toContain("'=quoted already");
    expect((await snapshot()).map((row) => row.price_range)).toContain('££');
    expect((await snapshot()).map((row) => row.booking_link)).toContain(
      'https://booking.example.co.uk/plumber?ref=maps&lang=en',
    );
  });

  it('keeps the demo directory, slugs and all', async () => {
    await seed(process.env.DATABASE_URL!);
    // The importer stores an empty `about` as none; the seed writes {}.
    await client.query(`UPDATE businesses SET about = NULL WHERE about = '{}'::jsonb`);
    const before = await snapshot();
    const { data } = await download();
    await client.query('DELETE FROM businesses');
    const response = await POST(await importRequest({ name: 'demo.xlsx', data }), noParams);
    expect((await response.json()).stats).toEqual({
      imported: before.length,
      duplicatesSkipped: 0,
      totalErrors: 0,
      updated: 0,
    });
    expect(await snapshot()).toEqual(before);
  });
});
