// The database going away mid-import or mid-export (pg_terminate_backend from another
// connection, as a restart does): a failed, rolled-back import with a clean 503, a download
// that stops, and never an uncaught exception from the raw pg clients.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GET } from '@/app/api/admin/export/route';
import { POST } from '@/app/api/admin/import/route';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '@/tests/support/spreadsheets/layouts';
import { exportRequest, importRequest, noParams } from '@/tests/support/spreadsheets/requests';
import { writeCsv } from '@/tests/support/spreadsheets/write';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
let dir: string;
let file: string;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

const counts = async () =>
  (
    await client.query(
      'SELECT (SELECT count(*)::int FROM businesses) AS businesses, (SELECT count(*)::int FROM imports) AS imports',
    )
  ).rows[0];

/** Terminates the first backend that `find` returns a pid for, polling until one does. */
async function terminateWhenSeen(find: string) {
  for (let tries = 0; tries < 2000; tries++) {
    const { rows } = await client.query<{ pid: number }>(find);
    if (rows[0]) {
      await client.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return false;
}

beforeAll(async () => {
  process.prependListener('uncaughtException', onUncaught);
  await client.connect();
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-restart-'));
  file = path.join(dir, 'many.csv');
  await writeCsv(
    file,
    sheet(
      LAYOUT_2025,
      Array.from({ length: 12_000 }, (_, i) => outscraperRecord(i)),
    ),
  );
});
afterAll(async () => {
  process.removeListener('uncaughtException', onUncaught);
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

it('an import whose connection is terminated fails cleanly and writes nothing', async () => {
  await client.query('DELETE FROM businesses');
  const before = await counts();
  const response = POST(await importRequest(file), noParams);
  // The import's connection is the one holding the import lock.
  const terminated = await terminateWhenSeen(
    "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = 7401123 AND granted",
  );
  expect(terminated).toBe(true);
  const result = await response;
  expect(result.status).toBe(503);
  expect((await result.json()).error.message).toMatch(/connection was lost.*nothing was imported/i);
  expect(await counts()).toEqual(before);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(uncaught).toEqual([]);
});

it('an export whose connection is terminated stops the download without crashing', async () => {
  await client.query('DELETE FROM businesses');
  expect((await POST(await importRequest(file), noParams)).status).toBe(200);
  const response = await GET(await exportRequest(), noParams);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await reader.read();
  // Only the first page or so is out; the writer waits on the unread download.
  const terminated = await terminateWhenSeen(
    "SELECT pid FROM pg_stat_activity WHERE query LIKE '%export_cursor%' AND pid <> pg_backend_pid()",
  );
  expect(terminated).toBe(true);
  await expect(
    (async () => {
      for (;;) if ((await reader.read()).done) return 'complete';
    })(),
  ).rejects.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(uncaught).toEqual([]);
});
