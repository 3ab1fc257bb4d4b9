import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * The set-up the import tests share: a client on the test database, a temporary folder for the
 * spreadsheets they write, and the import tables emptied before each test.
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
  return { client, tempFile: (name: string) => path.join(dir, name) };
}
