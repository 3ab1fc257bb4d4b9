// Imports generated spreadsheets in every Outscraper layout and hours shape through the
// route handler, then reads what the database holds.
import { importTestContext } from '@/tests/support/import-test-context';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/admin/import/route';
import { businessSlug } from '@/lib/validation/business';
import { revalidations } from '@/tests/support/next-cache';
import {
  outscraperRecord,
  outscraperRecord2026,
  placeIdFor,
  type HoursShape,
} from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, LAYOUT_2026, sheet, type Cell } from '@/tests/support/spreadsheets/layouts';
import {
  importRequest,
  noParams,
  type ImportResponseBody,
} from '@/tests/support/spreadsheets/requests';
import { writeCsv, writeXls, writeXlsx } from '@/tests/support/spreadsheets/write';

const { client, tempFile } = importTestContext('import-layouts-');

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

async function importFile(file: string) {
  const response = await POST(await importRequest(file), noParams);
  expect(response.status).toBe(200);
  return (await response.json()) as ImportResponseBody;
}

async function stored(placeId: string) {
  const { rows } = await client.query('SELECT * FROM businesses WHERE place_id = $1', [placeId]);
  return rows[0];
}

const OFFICE_WEEK = {
  Monday: '9AM-5:30PM',
  Tuesday: '9AM-5:30PM',
  Wednesday: '9AM-5:30PM',
  Thursday: '9AM-5:30PM',
  Friday: '9AM-5:30PM',
  Saturday: '9AM-1PM',
  Sunday: 'Closed',
};

describe('the 2025 layout (.xlsx)', () => {
  it('imports every row with its fields mapped', async () => {
    const file = tempFile('2025.xlsx');
    await writeXlsx(
      file,
      sheet(
        LAYOUT_2025,
        range(0, 12).map((i) => outscraperRecord(i)),
      ),
    );
    const body = await importFile(file);
    expect(body.stats).toEqual({ imported: 12, duplicatesSkipped: 0, totalErrors: 0, updated: 0 });
    expect(body.errors).toEqual([]);
    expect(revalidations.tags).toContain('businesses');

    const source = outscraperRecord(2);
    const row = await stored(placeIdFor(2));
    expect(row).toMatchObject({
      name: source.name,
      category: 'Dentist',
      category_group: 'healthcare',
      address: source.full_address,
      city: source.city,
      state: source.state,
      zip_code: source.postal_code,
      country: 'United Kingdom',
      // Stored in E.164 ("+44 1632 960002" -> "+441632960002").
      phone: String(source.phone).replace(/\s/g, ''),
      website: source.site,
      rating: source.rating,
      review_count: source.reviews,
      photos: [source.photo],
      opening_hours: OFFICE_WEEK,
      is_verified: true,
      latitude: source.latitude,
      longitude: source.longitude,
      business_status: 'OPERATIONAL',
      google_maps_url: source.location_link,
      about: JSON.parse(String(source.about)),
      slug: businessSlug(String(source.name), placeIdFor(2)),
    });
    const { rows } = await client.query('SELECT * FROM imports');
    expect(rows).toMatchObject([{ file_name: '2025.xlsx', imported: 12, duplicates_skipped: 0 }]);
  });
});

describe('the 2026 layout', () => {
  it('reads address/website columns, array hours and county (.csv from Google Sheets)', async () => {
    const file = tempFile('2026.csv');
    await writeCsv(
      file,
      sheet(
        LAYOUT_2026,
        range(20, 30).map((i) => outscraperRecord2026(i)),
      ),
      '\r\n',
    );
    const body = await importFile(file);
    expect(body.stats).toEqual({ imported: 10, duplicatesSkipped: 0, totalErrors: 0, updated: 0 });
    const source = outscraperRecord2026(26); // a dentist, like index 2
    expect(await stored(placeIdFor(26))).toMatchObject({
      address: source.address,
      website: source.website,
      state: source.county,
      review_count: Number(String(source.reviews).replace('.0', '')),
      opening_hours: OFFICE_WEEK,
      is_verified: true,
    });
  });

  it('reads the same layout from .xlsx', async () => {
    const file = tempFile('2026.xlsx');
    await writeXlsx(
      file,
      sheet(
        LAYOUT_2026,
        range(30, 34).map((i) => outscraperRecord2026(i)),
      ),
    );
    expect((await importFile(file)).stats.imported).toBe(4);
  });
});

describe('legacy .xls', () => {
  it('imports through the .xls reader', async () => {
    const file = tempFile('legacy.xls');
    await writeXls(
      file,
      sheet(
        LAYOUT_2025,
        range(40, 45).map((i) => outscraperRecord(i)),
      ),
    );
    const body = await importFile(file);
    expect(body.stats).toEqual({ imported: 5, duplicatesSkipped: 0, totalErrors: 0, updated: 0 });
    expect(await stored(placeIdFor(42))).toMatchObject({ name: outscraperRecord(42).name });
  });
});

describe('opening hours in every shape', () => {
  const shapes: HoursShape[] = ['strings', 'arrays', 'u202f', 'old-format', 'csv-compatible'];

  it.each(shapes)('%s', async (shape) => {
    const file = tempFile(`hours-${shape}.xlsx`);
    // Index 2 is a dentist: 9AM-5:30PM on weekdays, 9AM-1PM on Saturday, closed on Sunday.
    // Only the 2026 layout has a csv-compatible hours column.
    await writeXlsx(
      file,
      shape === 'csv-compatible'
        ? sheet(LAYOUT_2026, [outscraperRecord2026(2, shape)])
        : sheet(LAYOUT_2025, [outscraperRecord(2, shape)]),
    );
    const body = await importFile(file);
    expect(body.errors).toEqual([]);
    expect((await stored(placeIdFor(2))).opening_hours).toEqual(OFFICE_WEEK);
  });
});

describe('real-export quirks', () => {
  const quirky = (index: number, overrides: Record<string, Cell>) => ({
    ...outscraperRecord(index),
    ...overrides,
  });

  it('reads None, float counts, text booleans, service areas and missing columns', async () => {
    const file = tempFile('quirks.csv');
    const records = [
      // A service-area business: no address, postcode None, coordinates only in the link.
      quirky(50, {
        full_address: '',
        city: '',
        postal_code: 'None',
        country: '',
        state: '',
        latitude: null,
        longitude: null,
      }),
      quirky(51, { rating: '5.0', reviews: '56.0', verified: 'TRUE' }),
      quirky(52, { rating: '4.7', reviews: '41', verified: '1', about: '{}' }),
      quirky(53, {
        city: '',
        postal_code: '',
        full_address: '5 Stoney St, London SE1 9AA, United Kingdom',
      }),
      quirky(54, { rating: 5, verified: 'False', business_status: 'CLOSED_PERMANENTLY' }),
    ];
    await writeCsv(file, sheet(LAYOUT_2025, records));
    const body = await importFile(file);
    expect(body.errors).toEqual([]);
    expect(body.stats.imported).toBe(5);

    const serviceArea = await stored(placeIdFor(50));
    // No address: its town is the nearest one, flagged as a service area.
    expect(serviceArea).toMatchObject({ address: null, zip_code: null, service_area: true });
    expect(serviceArea.city).toEqual(expect.any(String));
    const link = String(records[0]!.location_link);
    const [, lat, lng] = /!3d([-\d.]+)!4d([-\d.]+)/.exec(link)!;
    expect([serviceArea.latitude, serviceArea.longitude]).toEqual([Number(lat), Number(lng)]);

    expect(await stored(placeIdFor(51))).toMatchObject({
      rating: 5,
      review_count: 56,
      is_verified: true,
    });
    expect(await stored(placeIdFor(52))).toMatchObject({
      rating: 4.7,
      review_count: 41,
      is_verified: true,
      about: null,
    });
    expect(await stored(placeIdFor(53))).toMatchObject({ city: 'London', zip_code: 'SE1 9AA' });
    expect(await stored(placeIdFor(54))).toMatchObject({
      is_verified: false,
      business_status: 'CLOSED_PERMANENTLY',
    });
  });

  it('matches headers case-insensitively and ignores unknown columns', async () => {
    const file = tempFile('headers.xlsx');
    const headers = ['NAME', 'Category', 'Full_Address', 'PLACE_ID', 'Mystery Column', 'Rating'];
    const source = outscraperRecord(60);
    await writeXlsx(file, {
      headers,
      rows: [
        [source.name!, source.category!, source.full_address!, source.place_id!, 'ignored', 4.2],
      ],
    });
    const body = await importFile(file);
    expect(body.stats.imported).toBe(1);
    expect(await stored(placeIdFor(60))).toMatchObject({
      name: source.name,
      rating: 4.2,
      city: source.city,
    });
  });
});
