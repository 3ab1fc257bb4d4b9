// Other hours and amenities from a real export (../shared/fixtures, required):
// stored at import, in the API business object, in the JSON-LD, refreshed in update mode.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBusinessDto } from '@/lib/data/business-dto';
import { db } from '@/lib/db';
import { prepareImport } from '@/lib/import/run-import';
import { localBusiness } from '@/lib/seo/structured-data';
import { sharedFixture } from '@/tests/support/shared-fixtures';

const FIXTURE = sharedFixture('outscraper_CH_zurich-restaurants_Stefan-SEO.csv');
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
beforeAll(async () => {
  await client.connect();
  await client.query('DELETE FROM businesses');
});
afterAll(() => client.end());

type Row = Record<string, string>;

describe('other hours and amenities', () => {
  it('keeps every labelled week and the true about attributes, only those', async () => {
    const prepared = await prepareImport({ path: FIXTURE, fileName: 'zurich.csv' });
    await prepared.run();
    const rows = parse(readFileSync(FIXTURE, 'utf8'), { columns: true }) as Row[];
    const withKitchen = rows.find((row) => row.other_hours?.includes('"kitchen"'))!;
    const business = await db.business.findUniqueOrThrow({
      where: { placeId: withKitchen.place_id! },
    });
    const dto = toBusinessDto(business);
    const labels = (JSON.parse(withKitchen.other_hours!) as Record<string, unknown>[]).flatMap(
      (item) => Object.keys(item),
    );
    expect(dto.otherHours.map((week) => week.label.toLowerCase().replace(/ /g, '_'))).toEqual(
      labels,
    );
    expect(dto.otherHours[0]!.hours.Monday).toBeDefined();

    const about = JSON.parse(withKitchen.about!) as Record<string, Record<string, boolean>>;
    for (const { section, items } of dto.amenities)
      for (const item of items) expect(about[section]![item]).toBe(true);
    const accessibleRow = rows.find((row) => row.about?.includes('"Wheelchair-accessible'))!;
    const access = (JSON.parse(accessibleRow.about!) as Record<string, Record<string, unknown>>)
      .Accessibility!;
    const feature = Object.keys(access).find((item) => access[item] === true)!;
    const accessible = toBusinessDto(
      await db.business.findUniqueOrThrow({ where: { placeId: accessibleRow.place_id! } }),
    );
    expect(accessible.amenities).toContainEqual(
      expect.objectContaining({
        section: 'Accessibility',
        items: expect.arrayContaining([feature]),
      }),
    );
    expect(localBusiness(accessible).amenityFeature).toContainEqual({
      '@type': 'LocationFeatureSpecification',
      name: feature,
      value: true,
    });

    const { rows: counted } = await client.query(
      'SELECT count(*)::int AS n FROM businesses WHERE other_hours IS NOT NULL',
    );
    const expected = rows.filter((row) => row.other_hours?.startsWith('[{')).length;
    expect(counted[0].n).toBe(expected);
  });
});
