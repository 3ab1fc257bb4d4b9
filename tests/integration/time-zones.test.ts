// Time zones from the data: stored at import (row, coordinates, country, London), and the API
// business object's timeZone and isOpen follow them.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as list } from '@/app/api/businesses/route';
import { toBusinessDto } from '@/lib/data/business-dto';
import { db } from '@/lib/db';
import { prepareImport } from '@/lib/import/run-import';
import { outscraperRecord, placeIdFor } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '@/tests/support/spreadsheets/layouts';
import { writeXlsx } from '@/tests/support/spreadsheets/write';
import { get } from './api-helpers';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { sharedFixture } from '@/tests/support/shared-fixtures';

const FIXTURE = sharedFixture('outscraper_US_birmingham-AL-electrician_atlasgrowth1.csv');
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
let dir: string;

beforeAll(async () => {
  await client.connect();
  dir = await mkdtemp(path.join(os.tmpdir(), 'time-zones-'));
});
beforeEach(async () => {
  await client.query('DELETE FROM businesses');
});
afterAll(async () => {
  await client.end();
  await rm(dir, { recursive: true, force: true });
});

async function importFile(file: string) {
  const prepared = await prepareImport({ path: file, fileName: path.basename(file) });
  return prepared.run();
}

const zoneOf = async (placeId: string) =>
  (await client.query('SELECT time_zone FROM businesses WHERE place_id = $1', [placeId])).rows[0]
    ?.time_zone as string;

describe('time zones at import', () => {
  it('keeps a valid time_zone, else uses the coordinates, the country or London', async () => {
    const file = path.join(dir, 'zones.xlsx');
    await writeXlsx(
      file,
      sheet(LAYOUT_2025, [
        { ...outscraperRecord(1), time_zone: 'America/Chicago' },
        { ...outscraperRecord(2), time_zone: 'Not/AZone', latitude: 47.3769, longitude: 8.5417 },
        {
          ...outscraperRecord(3),
          time_zone: null,
          latitude: null,
          longitude: null,
          location_link: null,
          country: 'Ireland',
          full_address: '1 Main St, Dublin, Ireland',
        },
        {
          ...outscraperRecord(4),
          time_zone: null,
          latitude: null,
          longitude: null,
          location_link: null,
          country: 'Atlantis',
          full_address: '1 Deep Rd',
        },
      ]),
    );
    const { stats } = await importFile(file);
    expect(stats.imported).toBe(4);
    expect(await zoneOf(placeIdFor(1))).toBe('America/Chicago');
    expect(await zoneOf(placeIdFor(2))).toBe('Europe/Zurich');
    expect(await zoneOf(placeIdFor(3))).toBe('Europe/Dublin');
    expect(await zoneOf(placeIdFor(4))).toBe('Europe/London');
  });

  it('stores the real export’s zones, service areas included', async () => {
    await importFile(FIXTURE);
    const rows = parse(readFileSync(FIXTURE, 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    const { rows: stored } = await client.query('SELECT place_id, time_zone FROM businesses');
    expect(stored).toHaveLength(rows.length);
    const fileZone = new Map(rows.map((row) => [row.place_id, row.time_zone]));
    for (const row of stored) expect(row.time_zone).toBe(fileZone.get(row.place_id));
    expect(stored.map((row) => row.time_zone)).toContain('America/Chicago');
  });
});

describe('the API business object', () => {
  it('answers timeZone and isOpen in the business’s zone', async () => {
    const file = path.join(dir, 'open.xlsx');
    const nineToFive = JSON.stringify(
      Object.fromEntries(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (day) => [day, '9AM-5PM'],
        ),
      ),
    );
    await writeXlsx(
      file,
      sheet(LAYOUT_2025, [
        { ...outscraperRecord(5), time_zone: 'America/Chicago', working_hours: nineToFive },
      ]),
    );
    await importFile(file);
    const business = await db.business.findUniqueOrThrow({ where: { placeId: placeIdFor(5) } });
    // 21:00 UTC in January: 3PM in Chicago (open), 9PM in London (closed).
    const dto = toBusinessDto(business, new Date('2026-01-14T21:00:00Z'));
    expect(dto).toMatchObject({ timeZone: 'America/Chicago', isOpen: true });
    // A row stored before zones were imported reads its zone from its coordinates.
    await client.query(
      'UPDATE businesses SET time_zone = NULL, latitude = 33.52, longitude = -86.81 WHERE id = $1',
      [business.id],
    );
    const old = await db.business.findUniqueOrThrow({ where: { id: business.id } });
    expect(toBusinessDto(old, new Date('2026-01-14T21:00:00Z')).timeZone).toBe('America/Chicago');
  });
});

describe('zones PostgreSQL cannot read', () => {
  // Node accepts these legacy names; PostgreSQL 15 refuses them ("time zone "CTT" not recognized").
  it('imports a legacy zone as its canonical name, else as the coordinates say', async () => {
    const file = path.join(dir, 'legacy.xlsx');
    await writeXlsx(
      file,
      sheet(LAYOUT_2025, [
        { ...outscraperRecord(6), time_zone: 'CTT' },
        { ...outscraperRecord(7), time_zone: 'US/Pacific-New' },
        { ...outscraperRecord(8), time_zone: 'SystemV/EST5' },
      ]),
    );
    const { stats } = await importFile(file);
    expect(stats.imported).toBe(3);
    expect(await zoneOf(placeIdFor(6))).toBe('Asia/Shanghai');
    expect(await zoneOf(placeIdFor(7))).toBe('America/Los_Angeles');
    expect(await zoneOf(placeIdFor(8))).toBe('Europe/London');
  });

  it('leaves "open now" searches answering when a row is written with one directly', async () => {
    const file = path.join(dir, 'direct.xlsx');
    const always = JSON.stringify(
      Object.fromEntries(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (day) => [day, 'Open 24 hours'],
        ),
      ),
    );
    await writeXlsx(
      file,
      sheet(
        LAYOUT_2025,
        [10, 11, 12].map((i) => ({ ...outscraperRecord(i), working_hours: always })),
      ),
    );
    await importFile(file);
    // Written past the importer, as a script or an older version might.
    await client.query(`UPDATE businesses SET time_zone = 'CTT' WHERE place_id = $1`, [
      placeIdFor(10),
    ]);
    await client.query(`UPDATE businesses SET time_zone = 'BET' WHERE place_id = $1`, [
      placeIdFor(11),
    ]);
    await client.query(
      `INSERT INTO businesses (name, slug, category, category_slug, category_group, place_id,
         opening_hours, time_zone)
       SELECT name || ' Annexe', slug || '-annexe', category, category_slug, category_group,
         place_id || '-annexe', opening_hours, 'US/Pacific-New'
       FROM businesses WHERE place_id = $1`,
      [placeIdFor(12)],
    );
    const { rows } = await client.query(
      'SELECT time_zone FROM businesses ORDER BY time_zone NULLS LAST',
    );
    expect(rows.map((row) => row.time_zone)).toEqual([
      'America/Los_Angeles',
      'America/Sao_Paulo',
      'Asia/Shanghai',
      'Europe/London',
    ]);

    const found = await searchBusinesses({ openAt: Date.now(), limit: 20, offset: 0 });
    expect(found.totalCount).toBe(4);
    for (const query of [
      'open=now',
      'open=now&sort=rating',
      `open=now&location=${encodeURIComponent('United Kingdom')}`,
    ]) {
      const answer = await get(list, `/api/businesses?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 200 });
    }
  });
});
