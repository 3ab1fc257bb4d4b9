// Files that must be refused as a whole: each gets a clear 4xx and writes nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/admin/import/route';
import { seed } from '@/prisma/seed';
import {
  declaredBomb,
  encryptedWorkbook,
  save,
  textFile,
  truncated,
  zipBomb,
} from '@/tests/support/spreadsheets/bad-files';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '@/tests/support/spreadsheets/layouts';
import { importRequest, noParams } from '@/tests/support/spreadsheets/requests';
import { writeXlsx } from '@/tests/support/spreadsheets/write';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
let dir: string;
let validXlsx: string;
let before: { businesses: number; imports: number };

async function counts() {
  const { rows } = await client.query(
    'SELECT (SELECT count(*)::int FROM businesses) AS businesses, (SELECT count(*)::int FROM imports) AS imports',
  );
  return rows[0] as typeof before;
}

beforeAll(async () => {
  await client.connect();
  await seed(process.env.DATABASE_URL!, 50);
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-bad-'));
  validXlsx = path.join(dir, 'valid.xlsx');
  await writeXlsx(
    validXlsx,
    sheet(
      LAYOUT_2025,
      Array.from({ length: 300 }, (_, i) => outscraperRecord(1000 + i)),
    ),
  );
  before = await counts();
});
afterEach(() => {
  delete process.env.IMPORT_MAX_BYTES;
  delete process.env.IMPORT_MAX_UNCOMPRESSED_BYTES;
});
afterAll(async () => {
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

async function refused(file: string | { name: string; data: Buffer }, status: number) {
  const response = await POST(await importRequest(file), noParams);
  const body = await response.json();
  expect(response.status).toBe(status);
  expect(await counts()).toEqual(before);
  return body.error.message as string;
}

async function emptyWorkbook(name: string, rows: string[][] = []) {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) worksheet.addRow(row);
  return save(
    path.join(dir, name),
    workbook.xlsx.writeBuffer().then((b) => Buffer.from(b)),
  );
}

describe('refused files', () => {
  it('a text file renamed .xlsx', async () => {
    const message = await refused({ name: 'export.xlsx', data: textFile() }, 400);
    expect(message).toMatch(/not a spreadsheet/i);
  });

  it('a truncated workbook', async () => {
    const data = await truncated(validXlsx);
    expect(await refused({ name: 'cut.xlsx', data }, 400)).toMatch(/damaged or incomplete/i);
  });

  it('a zip bomb, before inflating it', async () => {
    process.env.IMPORT_MAX_UNCOMPRESSED_BYTES = String(5 * 1024 * 1024);
    const bomb = zipBomb(50 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refused({ name: 'bomb.xlsx', data: bomb }, 400)).toMatch(/zip bomb/i);
  });

  it('a zip that declares gigabytes, at the default limit', async () => {
    expect(await refused({ name: 'bomb.xlsx', data: declaredBomb() }, 400)).toMatch(/zip bomb/i);
  });

  it('an encrypted workbook (an OLE file, not a zip)', async () => {
    const message = await refused({ name: 'secret.xlsx', data: encryptedWorkbook() }, 400);
    expect(message).toMatch(/password-protected/i);
  });

  it('an empty sheet', async () => {
    expect(await refused(await emptyWorkbook('empty.xlsx'), 400)).toMatch(/empty/i);
  });

  it('a header row without data', async () => {
    const file = await emptyWorkbook('header.xlsx', [
      ['name', 'category', 'full_address', 'place_id'],
    ]);
    expect(await refused(file, 400)).toMatch(/no data rows/i);
  });

  it('a sheet without the required columns, naming them', async () => {
    const file = await emptyWorkbook('columns.xlsx', [
      ['name', 'phone'],
      ['Joe', '+44 20 7946 0000'],
    ]);
    const message = await refused(file, 400);
    expect(message).toContain('category');
    expect(message).toContain('full_address or address');
    expect(message).toContain('place_id');
    expect(message).not.toMatch(/\bname\b.*missing/);
  });

  it('a file over the size limit (413)', async () => {
    process.env.IMPORT_MAX_BYTES = String(10 * 1024);
    expect(await refused(validXlsx, 413)).toMatch(/larger than the 10 KB import limit/);
  });

  it('a request without the excelFile field', async () => {
    const response = await POST(await importRequest(validXlsx, { field: 'file' }), noParams);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/excelFile/);
  });

  it('a request that is not multipart', async () => {
    const { headers } = await importRequest(validXlsx);
    const request = new Request('http://localhost/api/admin/import', {
      method: 'POST',
      headers: { cookie: headers.get('cookie')!, 'content-type': 'application/json' },
      body: '{}',
    });
    const response = await POST(request, noParams);
    expect(response.status).toBe(400);
  });

  it('after all that, a good file still imports', async () => {
    const response = await POST(await importRequest(validXlsx), noParams);
    expect(response.status).toBe(200);
    expect((await response.json()).stats.imported).toBe(300);
  });
});
