// Imported photos and `about` attributes are bounded: a photo is an https URL or one of the
// app's own images, and one huge `about` cell cannot make a business's object or page huge,
// at import, at edit, and for rows stored before these rules.
import { importTestContext } from '@/tests/support/import-test-context';
import { describe, expect, it } from 'vitest';
import { PATCH } from '@/app/api/admin/businesses/[id]/route';
import { POST } from '@/app/api/admin/import/route';
import { GET as getById } from '@/app/api/businesses/[id]/route';
import { ADMIN_REQUEST_HEADERS } from '@/lib/auth/admin-request-header';
import { ABOUT_LIMITS, MAX_ABOUT_CELL_CHARS } from '@/lib/validation/about';
import { adminSessionCookie } from '@/tests/support/admin-session';
import { hugeAboutCell } from '@/tests/support/huge-about';
import { outscraperRecord, placeIdFor } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '@/tests/support/spreadsheets/layouts';
import {
  importRequest,
  noParams,
  type ImportResponseBody,
} from '@/tests/support/spreadsheets/requests';
import { writeCsv } from '@/tests/support/spreadsheets/write';

const { client, tempFile } = importTestContext('photo-amenity-');

const BAD_PHOTOS = ['/\\evil.example/pixel.png', '/api/admin/export'];

async function importRows(records: Record<string, unknown>[]) {
  const file = tempFile('rows.csv');
  await writeCsv(file, sheet(LAYOUT_2025, records as ReturnType<typeof outscraperRecord>[]));
  const response = await POST(await importRequest(file), noParams);
  expect(response.status).toBe(200);
  return (await response.json()) as ImportResponseBody;
}

async function stored(placeId: string) {
  const { rows } = await client.query<{ id: string; photos: string[]; about: unknown }>(
    'SELECT id, photos, about FROM businesses WHERE place_id = $1',
    [placeId],
  );
  return rows[0]!;
}

async function apiObject(id: string) {
  const response = await getById(new Request(`http://localhost/api/businesses/${id}`), {
    params: Promise.resolve({ id }),
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  return { bytes: Buffer.byteLength(text), body: JSON.parse(text) as Record<string, unknown> };
}

describe('photos', () => {
  it('an import keeps https photos and shipped images, drops the rest with a warning', async () => {
    const body = await importRows([
      { ...outscraperRecord(0), photo: BAD_PHOTOS[0] },
      { ...outscraperRecord(1), photo: BAD_PHOTOS[1] },
      { ...outscraperRecord(2), photo: 'https://lh5.googleusercontent.com/p/ok=w800' },
      { ...outscraperRecord(3), photo: '/images/demo/photo-1.svg' },
    ]);
    expect(body.stats.imported).toBe(4);
    expect(body.warnings.filter((w) => w.column === 'photo').map((w) => w.row)).toEqual([2, 3]);
    expect((await stored(placeIdFor(0))).photos).toEqual([]);
    expect((await stored(placeIdFor(1))).photos).toEqual([]);
    expect((await stored(placeIdFor(2))).photos).toEqual([
      'https://lh5.googleusercontent.com/p/ok=w800',
    ]);
    expect((await stored(placeIdFor(3))).photos).toEqual(['/images/demo/photo-1.svg']);
  });

  it('a row stored before the rule shows none of its bad photos, and an edit clears them', async () => {
    await importRows([outscraperRecord(5)]);
    const { id } = await stored(placeIdFor(5));
    await client.query('UPDATE businesses SET photos = $1 WHERE id = $2', [
      [...BAD_PHOTOS, 'https://images.example.com/ok.jpg'],
      id,
    ]);
    expect((await apiObject(id)).body.photos).toEqual(['https://images.example.com/ok.jpg']);

    const response = await PATCH(
      new Request(`http://localhost/api/admin/businesses/${id}`, {
        method: 'PATCH',
        headers: {
          cookie: await adminSessionCookie(),
          'content-type': 'application/json',
          origin: 'http://localhost',
          ...ADMIN_REQUEST_HEADERS,
        },
        body: JSON.stringify({ phone: '0113 496 0000' }),
      }),
      { params: Promise.resolve({ id }) },
    );
    expect(response.status).toBe(200);
    expect((await stored(placeIdFor(5))).photos).toEqual(['https://images.example.com/ok.jpg']);
  });
});

describe('amenities', () => {
  it('a 2.8 MB about cell is reported and not kept; a wide one is capped', async () => {
    const huge = hugeAboutCell();
    expect(huge.length).toBeGreaterThan(2_800_000);
    const wide = JSON.stringify(
      Object.fromEntries(
        Array.from({ length: 200 }, (_, s) => [`Amenities ${s}`, { [`Feature ${s}`]: true }]),
      ),
    );
    expect(wide.length).toBeLessThan(MAX_ABOUT_CELL_CHARS);
    const body = await importRows([
      { ...outscraperRecord(7), about: huge },
      { ...outscraperRecord(8), about: wide },
    ]);
    expect(body.stats.imported).toBe(2);
    expect(body.warnings).toContainEqual(
      expect.objectContaining({
        row: 2,
        column: 'about',
        message: expect.stringMatching(/16,384/),
      }),
    );
    expect((await stored(placeIdFor(7))).about).toBeNull();
    const capped = (await stored(placeIdFor(8))).about as Record<string, unknown>;
    expect(Object.keys(capped)).toHaveLength(ABOUT_LIMITS.sections);
  });

  it('a row stored with a 2.8 MB about answers an API object under 128 KB', async () => {
    await importRows([outscraperRecord(9)]);
    const { id } = await stored(placeIdFor(9));
    await client.query('UPDATE businesses SET about = $1::jsonb WHERE id = $2', [
      hugeAboutCell(),
      id,
    ]);
    const { bytes, body } = await apiObject(id);
    expect(bytes).toBeLessThan(128 * 1024);
    const amenities = body.amenities as { items: string[] }[];
    expect(amenities.length).toBeGreaterThan(0);
    expect(amenities.flatMap((section) => section.items).length).toBeLessThanOrEqual(40);
  });
});
