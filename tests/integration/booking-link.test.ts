// The booking link end to end: Outscraper's `booking_appointment_link` imported (http(s) only),
// refreshed by update mode, exported under the same header, in the DTO and as "Book online".
import ExcelJS from 'exceljs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/admin/export/route';
import { BookingLink } from '@/components/detail/booking-link';
import { toBusinessDto } from '@/lib/data/business-dto';
import { db } from '@/lib/db';
import { importTestContext } from '@/tests/support/import-test-context';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';
import { type Cell } from '@/tests/support/spreadsheets/layouts';
import { exportRequest, noParams } from '@/tests/support/spreadsheets/requests';

const { client, importRecords } = importTestContext('booking-link-', [
  'businesses',
  'imports',
  'business_changes',
]);

const BOOK = 'https://booking.example.co.uk/patel-plumbing?source=maps';

const stored = async () =>
  Object.fromEntries(
    (await client.query('SELECT place_id, booking_link FROM businesses')).rows.map((row) => [
      row.place_id,
      row.booking_link,
    ]),
  );

describe('booking link', () => {
  it('is read from `booking_appointment_link`, refreshed by update mode with its history, and exported under it', async () => {
    const booked = { ...outscraperRecord(1), booking_appointment_link: BOOK };
    const script = { ...outscraperRecord(2), booking_appointment_link: 'javascript:alert(1)' };
    const none = outscraperRecord(3);
    const body = await importRecords('first.xlsx', [booked, script, none]);
    // A link that is not http(s) is dropped with a warning naming its column; the row is kept.
    expect(body.stats.imported).toBe(3);
    expect(body.errors).toEqual([]);
    expect(body.warnings).toEqual([
      expect.objectContaining({ row: 3, column: 'booking_appointment_link' }),
    ]);
    const placeIds = ([booked, script, none] as Record<string, Cell>[]).map(
      (record) => record.place_id as string,
    );
    const byPlace = (values: (string | null)[]) =>
      Object.fromEntries(placeIds.map((id, i) => [id, values[i]]));
    expect(await stored()).toEqual(byPlace([BOOK, null, null]));

    // A file without the link keeps the stored one; a new link replaces it, in the history.
    const moved = 'https://book.example.com/patel';
    const update = await importRecords(
      'update.xlsx',
      [
        { ...booked, booking_appointment_link: moved },
        { ...script, booking_appointment_link: null },
        none,
      ],
      'update',
    );
    expect(update.stats.updated).toBe(1);
    expect(await stored()).toEqual(byPlace([moved, null, null]));
    const { rows: history } = await client.query(`SELECT changes FROM business_changes`);
    expect(history).toEqual([{ changes: { bookingLink: { old: BOOK, new: moved } } }]);

    const response = await GET(await exportRequest(), noParams);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = headers.indexOf('booking_appointment_link') + 1;
    expect(column).toBeGreaterThan(0);
    const cells = [2, 3, 4].map((row) => sheet.getRow(row).getCell(column).value);
    expect(cells.filter(Boolean)).toEqual([moved]);
  });

  it('reaches the DTO and the detail page as "Book online"; nothing when the data has none', async () => {
    await importRecords('one.xlsx', [
      { ...outscraperRecord(4), booking_appointment_link: BOOK },
      outscraperRecord(5),
    ]);
    const [booked, plain] = await db.business.findMany({
      orderBy: { bookingLink: { sort: 'asc', nulls: 'last' } },
    });
    const dto = toBusinessDto(booked!);
    expect(dto.bookingLink).toBe(BOOK);
    const html = renderToStaticMarkup(BookingLink({ href: dto.bookingLink, name: dto.name })!);
    expect(html).toContain(`href="${BOOK}"`);
    expect(html).toContain('rel="nofollow noopener"');
    expect(html).toContain(`Book online<span class="sr-only"> with ${dto.name}</span>`);
    const none = toBusinessDto(plain!);
    expect(none.bookingLink).toBeNull();
    expect(BookingLink({ href: none.bookingLink, name: none.name })).toBeNull();
  });
});
