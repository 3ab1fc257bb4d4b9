// A workbook whose central directory lies about its sizes: the guard must count what is really
// inflated, refuse it with a 400 before the cap, write nothing, and keep the server responsive.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/admin/import/route';
import { lyingWorkbook, paddedLyingWorkbook } from '@/tests/support/spreadsheets/bad-files';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '@/tests/support/spreadsheets/layouts';
import { importRequest, noParams } from '@/tests/support/spreadsheets/requests';
import { writeXlsx } from '@/tests/support/spreadsheets/write';

const MB = 1024 * 1024;
const CAP = 8 * MB;
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const probe = new pg.Client({ connectionString: process.env.DATABASE_URL });
let dir: string;
let bomb: Buffer;

/** Every byte any library inflates in this process (yauzl and exceljs both use zlib). */
function countInflatedBytes() {
  const counter = { bytes: 0 };
  const original = zlib.createInflateRaw;
  vi.spyOn(zlib, 'createInflateRaw').mockImplementation((options) => {
    const inflate = original(options);
    inflate.on('data', (chunk: Buffer) => (counter.bytes += chunk.length));
    return inflate;
  });
  return counter;
}

const counts = async () =>
  (
    await client.query(
      'SELECT (SELECT count(*)::int FROM businesses) AS businesses, (SELECT count(*)::int FROM imports) AS imports',
    )
  ).rows[0];

beforeAll(async () => {
  await Promise.all([client.connect(), probe.connect()]);
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-bomb-'));
  // A valid Outscraper workbook whose rows carry long, repetitive text: ~60 MB of XML that
  // deflates to a few hundred KB. Its directory then claims 10 bytes per part.
  const file = path.join(dir, 'real.xlsx');
  const filler = 'Lorem ipsum dolor sit amet. '.repeat(700);
  await writeXlsx(
    file,
    sheet(
      LAYOUT_2025,
      Array.from({ length: 3000 }, (_, i) => ({ ...outscraperRecord(i), description: filler })),
    ),
  );
  const real = await readFile(file);
  expect(real.length).toBeLessThan(2 * MB);
  bomb = lyingWorkbook(real);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.IMPORT_MAX_UNCOMPRESSED_BYTES;
});
afterAll(async () => {
  await Promise.all([client.end(), probe.end()]);
  await rm(dir, { recursive: true, force: true });
});

it('refuses a workbook that inflates past what its directory declares, inflating next to nothing', async () => {
  process.env.IMPORT_MAX_UNCOMPRESSED_BYTES = String(CAP);
  const before = await counts();
  const inflated = countInflatedBytes();
  const delay = monitorEventLoopDelay({ resolution: 10 });

  // A concurrent reader: the database must keep answering quickly while the bomb is refused.
  let importing = true;
  const latencies: number[] = [];
  const reader = (async () => {
    while (importing) {
      const start = performance.now();
      await probe.query('SELECT count(*) FROM businesses');
      latencies.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();

  delay.enable();
  const start = performance.now();
  const response = await POST(await importRequest({ name: 'bomb.xlsx', data: bomb }), noParams);
  const elapsed = performance.now() - start;
  delay.disable();
  importing = false;
  await reader;

  expect(response.status).toBe(400);
  expect((await response.json()).error.message).toMatch(/more data than it declares|zip bomb/i);
  expect(await counts()).toEqual(before);
  // Without the guard, exceljs inflates the whole ~60 MB; with it, one zlib chunk or so.
  expect(inflated.bytes).toBeLessThan(CAP);
  expect(inflated.bytes).toBeLessThan(MB);
  // Bounds for a machine at load 20, where any process can wait a second for a core; without
  // the guard the refusal never comes at all.
  expect(elapsed).toBeLessThan(10_000);
  expect(Math.max(...latencies)).toBeLessThan(3000);
  expect(delay.max / 1e6).toBeLessThan(3000);
});

it('answers a one-row workbook padded to 50 MB of rows behind a lying directory with a 400, and removes its temp folder', async () => {
  const one = path.join(dir, 'one-row.xlsx');
  await writeXlsx(one, sheet(LAYOUT_2025, [outscraperRecord(0)]));
  const padded = await paddedLyingWorkbook(one, 50 * MB);
  expect(padded.length).toBeLessThan(MB);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'import-bomb-tmp-'));
  const originalTmp = process.env.TMPDIR;
  process.env.TMPDIR = tmp;
  try {
    const before = await counts();
    const request = await importRequest({ name: 'padded.xlsx', data: padded });
    const start = performance.now();
    // Without the fix the import never answers: give up after 20 s instead of the test timeout.
    const response = await Promise.race([
      POST(request, noParams),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000).unref()),
    ]);
    expect(response, 'no answer within 20 s').not.toBeNull();
    expect(response!.status).toBe(400);
    expect((await response!.json()).error.message).toMatch(/more data than it declares/);
    expect(performance.now() - start).toBeLessThan(10_000);
    expect(await readdir(tmp)).toEqual([]);
    expect(await counts()).toEqual(before);
  } finally {
    process.env.TMPDIR = originalTmp;
    if (originalTmp === undefined) delete process.env.TMPDIR;
    await rm(tmp, { recursive: true, force: true });
  }
});
