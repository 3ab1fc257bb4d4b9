// Closed states (issue 44): Outscraper's business_status on import and update mode, and an
// admin closure that a later import saying OPERATIONAL does not silently undo.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { POST } from '@/app/api/admin/import/route';
import { updateBusiness } from '@/lib/admin/business-writes';
import { acceptReport, listReports } from '@/lib/reports/admin';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet, type Cell } from '@/tests/support/spreadsheets/layouts';
import { importRequest, noParams } from '@/tests/support/spreadsheets/requests';
import { writeXlsx } from '@/tests/support/spreadsheets/write';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
let dir: string;
let files = 0;

beforeAll(async () => {
  await client.connect();
  dir = await mkdtemp(path.join(os.tmpdir(), 'business-status-'));
});
beforeEach(async () => {
  await client.query('TRUNCATE businesses, imports, business_changes');
});
afterAll(async () => {
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

async function importRecords(records: Record<string, Cell>[], duplicates?: string) {
  const file = path.join(dir, `status-${files++}.xlsx`);
  await writeXlsx(file, sheet(LAYOUT_2025, records));
  const response = await POST(await importRequest(file, { duplicates }), noParams);
  expect(response.status).toBe(200);
}

const withStatus = (index: number, status: string): Record<string, Cell> => ({
  ...outscraperRecord(index),
  business_status: status,
});

async function statusOf(placeId: unknown) {
  const { rows } = await client.query<{ id: string; business_status: string }>(
    'SELECT id, business_status FROM businesses WHERE place_id = $1',
    [placeId],
  );
  return rows[0]!;
}

const conflicts = async () =>
  (
    await client.query<{ business_id: string; reason: string }>(
      "SELECT business_id, reason FROM business_reports WHERE kind = 'conflict'",
    )
  ).rows;

it('imports the two closed states and refreshes them in update mode', async () => {
  const rows = [
    withStatus(1, 'OPERATIONAL'),
    withStatus(2, 'CLOSED_TEMPORARILY'),
    withStatus(3, 'CLOSED_PERMANENTLY'),
  ];
  await importRecords(rows);
  expect((await statusOf(rows[0]!.place_id)).business_status).toBe('OPERATIONAL');
  expect((await statusOf(rows[1]!.place_id)).business_status).toBe('CLOSED_TEMPORARILY');
  expect((await statusOf(rows[2]!.place_id)).business_status).toBe('CLOSED_PERMANENTLY');

  // A re-scrape: the temporarily closed one reopened, the open one closed for good.
  await importRecords(
    [withStatus(1, 'CLOSED_PERMANENTLY'), withStatus(2, 'OPERATIONAL'), rows[2]!],
    'update',
  );
  expect((await statusOf(rows[0]!.place_id)).business_status).toBe('CLOSED_PERMANENTLY');
  expect((await statusOf(rows[1]!.place_id)).business_status).toBe('OPERATIONAL');
  expect(await conflicts()).toEqual([]);
});

it('an import saying OPERATIONAL for a listing the admin closed is a conflict, not a reopening', async () => {
  const open = withStatus(4, 'OPERATIONAL');
  await importRecords([open]);
  const { id } = await statusOf(open.place_id);
  expect((await updateBusiness(id, { businessStatus: 'CLOSED_PERMANENTLY' })).businessStatus).toBe(
    'CLOSED_PERMANENTLY',
  );

  await importRecords([open], 'update');
  expect((await statusOf(open.place_id)).business_status).toBe('CLOSED_PERMANENTLY');
  expect(await conflicts()).toEqual([{ business_id: id, reason: 'reopened' }]);
  // A second such import adds no second conflict.
  await importRecords([open], 'update');
  expect(await conflicts()).toHaveLength(1);

  const { listings } = await listReports(1);
  expect(listings.map((listing) => listing.business.id)).toEqual([id]);
  expect(listings[0]!.reports[0]!.kind).toBe('conflict');

  // Accepting the conflict reopens it through the admin edit path (with history).
  await acceptReport({ reportId: listings[0]!.reports[0]!.id });
  expect((await statusOf(open.place_id)).business_status).toBe('OPERATIONAL');
  expect(await conflicts()).toEqual([]);
  const { rows: history } = await client.query(
    "SELECT changes FROM business_changes WHERE business_id = $1 AND source = 'admin' ORDER BY id",
    [id],
  );
  expect(history.map((row) => row.changes.businessStatus?.new)).toEqual([
    'CLOSED_PERMANENTLY',
    'OPERATIONAL',
  ]);
});

it('a file without a status column raises no conflict', async () => {
  const open = withStatus(5, 'OPERATIONAL');
  await importRecords([open]);
  const { id } = await statusOf(open.place_id);
  await updateBusiness(id, { businessStatus: 'CLOSED_TEMPORARILY' });
  const noStatus: Record<string, Cell> = { ...open, business_status: null };
  await importRecords([noStatus], 'update');
  expect(await conflicts()).toEqual([]);
  expect((await statusOf(open.place_id)).business_status).toBe('CLOSED_TEMPORARILY');
});
