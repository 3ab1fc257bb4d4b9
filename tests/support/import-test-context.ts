import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { POST } from '@/app/api/admin/import/route';
import { LAYOUT_2025, sheet, type Cell } from './spreadsheets/layouts';
import { importRequest, noParams } from './spreadsheets/requests';
import { writeXlsx } from './spreadsheets/write';

/**
 * The set-up the import tests share: a client on the test database, a temporary folder for the
 * spreadsheets they write, the import tables emptied before each test, and an import of records
 * written as an Outscraper sheet.
 */
export function importTestContext(prefix: string, tables = ['businesses', 'imports']) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  let dir = '';
  beforeAll(async () => {
    await client.connect();
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  });
  beforeEach(async () => {
    for (const table of tables) await client.query(`DELETE FROM ${table}`);
  });
  afterAll(async () => {
    await client.end();
    await rm(dir, { recursive: true, force: true });
  });
  const tempFile = (name: string) => path.join(dir, name);
  const importRecords = async (
    name: string,
    records: Record<string, Cell>[],
    duplicates = 'skip',
  ) => {
    const file = tempFile(name);
    await writeXlsx(file, sheet(LAYOUT_2025, records));
    const response = await POST(await importRequest(file, { duplicates }), noParams);
    expect(response.status).toBe(200);
    return response.json();
  };
  return { client, tempFile, importRecords };
}
