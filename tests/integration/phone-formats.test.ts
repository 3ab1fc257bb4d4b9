// Phone numbers through the importer (E.164 where they read, kept as typed and flagged where
// not) and the repair step that rewrites rows stored before.
import { importTestContext } from '@/tests/support/import-test-context';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/admin/import/route';
import { PHONE_KEPT_AS_TYPED } from '@/lib/import/validate-row';
import { normaliseStoredPhones } from '@/scripts/db/normalise-phones';
import { outscraperRecord, placeIdFor } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '@/tests/support/spreadsheets/layouts';
import {
  importRequest,
  noParams,
  type ImportResponseBody,
} from '@/tests/support/spreadsheets/requests';
import { writeCsv } from '@/tests/support/spreadsheets/write';

const { client, tempFile } = importTestContext('phone-formats-');

const phoneOf = async (placeId: string) =>
  (await client.query('SELECT phone FROM businesses WHERE place_id = $1', [placeId])).rows[0]
    ?.phone;

describe('phone numbers on import', () => {
  it('stores E.164 in the row country, keeps the unreadable as typed with a warning', async () => {
    const rows = [
      { ...outscraperRecord(1), phone: '020 7946 0329' },
      {
        ...outscraperRecord(2),
        phone: '(205) 322-4444',
        country: 'United States',
        state: 'Alabama',
      },
      { ...outscraperRecord(3), phone: '044 251 23 45', country: 'Switzerland' },
      { ...outscraperRecord(4), phone: '12345' },
    ];
    const file = tempFile('phones.csv');
    await writeCsv(file, sheet(LAYOUT_2025, rows));
    const response = await POST(await importRequest(file), noParams);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ImportResponseBody;
    expect(body.stats.imported).toBe(4);

    expect(await phoneOf(placeIdFor(1))).toBe('+442079460329');
    expect(await phoneOf(placeIdFor(2))).toBe('+12053224444');
    expect(await phoneOf(placeIdFor(3))).toBe('+41442512345');
    expect(await phoneOf(placeIdFor(4))).toBe('12345');
    expect(body.warnings).toEqual([{ row: 5, column: 'phone', message: PHONE_KEPT_AS_TYPED }]);
    expect(body.totalWarnings).toBe(1);
  });
});

describe('normaliseStoredPhones', () => {
  it('rewrites rows stored as typed, in batches, and is idempotent', async () => {
    const stored: [string, string | null, string | null][] = [
      ['a', '+44 20 3422 0221', 'United Kingdom'],
      ['b', '0113 496 0123', null],
      ['c', '(205) 322-4444', 'United States'],
      ['d', 'call us', 'United Kingdom'],
      ['e', '+442079460329', 'United Kingdom'],
      ['f', null, 'United Kingdom'],
    ];
    for (const [key, phone, country] of stored) {
      await client.query(
        `INSERT INTO businesses (name, slug, category, category_slug, category_group, place_id, phone, country)
         VALUES ($1, $1, 'Plumber', 'plumber', 'home-services', $1, $2, $3)`,
        [`phone-${key}`, phone, country],
      );
    }
    const first = await normaliseStoredPhones(client, 2);
    expect(first).toEqual({ read: 5, changed: 3, keptAsTyped: 1 });
    const { rows } = await client.query(
      "SELECT place_id, phone FROM businesses WHERE place_id LIKE 'phone-%' ORDER BY place_id",
    );
    expect(rows.map((row) => row.phone)).toEqual([
      '+442034220221',
      '+441134960123',
      '+12053224444',
      'call us',
      '+442079460329',
      null,
    ]);
    expect(await normaliseStoredPhones(client, 2)).toEqual({ read: 5, changed: 0, keptAsTyped: 1 });
  });
});
