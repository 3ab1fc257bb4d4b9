// Every import, good or refused, removes what it wrote to the temp folder and closes what it
// opened there: 20 mixed imports leave the folder empty and no descriptor pointing into it.
import { mkdtemp, readdir, readlink, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { POST } from '@/app/api/admin/import/route';
import { NDJSON } from '@/lib/import/respond';
import {
  lyingWorkbook,
  textFile,
  truncated,
  zipBomb,
} from '@/tests/support/spreadsheets/bad-files';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '@/tests/support/spreadsheets/layouts';
import { importRequest, noParams } from '@/tests/support/spreadsheets/requests';
import { writeCsv, writeXls, writeXlsx } from '@/tests/support/spreadsheets/write';
import { readFile } from 'node:fs/promises';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const originalTmp = process.env.TMPDIR;
let fixtures: string;
let tmp: string;

type Upload = { name: string; data: Buffer; status: number; env?: Record<string, string> };
let uploads: Upload[];

const rows = (from: number, count: number) =>
  sheet(
    LAYOUT_2025,
    Array.from({ length: count }, (_, i) => outscraperRecord(from + i)),
  );

beforeAll(async () => {
  await client.connect();
  fixtures = await mkdtemp(path.join(os.tmpdir(), 'import-tmp-fixtures-'));
  const file = (name: string) => path.join(fixtures, name);
  await writeXlsx(file('good.xlsx'), rows(0, 400));
  await writeCsv(file('good.csv'), rows(400, 50));
  await writeXls(file('good.xls'), rows(500, 50));
  const good = await readFile(file('good.xlsx'));
  uploads = [
    { name: 'good.xlsx', data: good, status: 200 },
    { name: 'good.csv', data: await readFile(file('good.csv')), status: 200 },
    { name: 'good.xls', data: await readFile(file('good.xls')), status: 200 },
    { name: 'text.xlsx', data: textFile(), status: 400 },
    { name: 'cut.xlsx', data: await truncated(file('good.xlsx')), status: 400 },
    { name: 'lying.xlsx', data: lyingWorkbook(good), status: 400 },
    {
      name: 'bomb.xlsx',
      data: zipBomb(8 * 1024 * 1024),
      status: 400,
      env: { IMPORT_MAX_UNCOMPRESSED_BYTES: String(1024 * 1024) },
    },
    { name: 'big.xlsx', data: good, status: 413, env: { IMPORT_MAX_BYTES: '10240' } },
    {
      name: 'header.csv',
      data: Buffer.from('name,category,full_address,place_id\n'),
      status: 400,
    },
    { name: 'columns.csv', data: Buffer.from('name,phone\nJoe,123\n'), status: 400 },
  ];
  // From here on, every temp file the import code makes lands in a folder of this test's own.
  tmp = await mkdtemp(path.join(os.tmpdir(), 'import-tmp-'));
  process.env.TMPDIR = tmp;
});

afterAll(async () => {
  if (originalTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = originalTmp;
  await client.end();
  await rm(fixtures, { recursive: true, force: true });
  await rm(tmp, { recursive: true, force: true });
});

async function openInto(folder: string) {
  const links: string[] = [];
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (target.startsWith(folder)) links.push(target);
  }
  return links;
}

it('20 imports, good and refused, leave no file and no open descriptor in the temp folder', async () => {
  expect(os.tmpdir()).toBe(tmp);
  for (let i = 0; i < 20; i++) {
    const upload = uploads[i % uploads.length]!;
    await client.query('DELETE FROM businesses');
    Object.assign(process.env, upload.env);
    try {
      // Every other good file goes through the streamed (NDJSON) response.
      const accept = i % 2 === 1 && upload.status === 200 ? NDJSON : undefined;
      const response = await POST(await importRequest(upload, { accept }), noParams);
      expect(response.status, upload.name).toBe(upload.status);
      await response.text();
    } finally {
      for (const key of Object.keys(upload.env ?? {})) delete process.env[key];
    }
  }
  // Closing is asynchronous: wait until it has happened, however busy the machine.
  await expect.poll(() => readdir(tmp), { timeout: 10_000 }).toEqual([]);
  await expect.poll(() => openInto(tmp), { timeout: 10_000 }).toEqual([]);
});
