// price_range end to end: Outscraper's `range` imported, refreshed by update mode, exported
// under the same header, in the DTO and JSON-LD, and shown on the detail page's facts.
import ExcelJS from 'exceljs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/admin/export/route';
import { PriceRange } from '@/components/detail/price-range';
import { toBusinessDto } from '@/lib/data/business-dto';
import { db } from '@/lib/db';
import { localBusiness } from '@/lib/seo/structured-data';
import { importTestContext } from '@/tests/support/import-test-context';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';
import { type Cell } from '@/tests/support/spreadsheets/layouts';
import { exportRequest, noParams } from '@/tests/support/spreadsheets/requests';

const { client, importRecords } = importTestContext('price-range-', [
  'businesses',
  'imports',
  'business_changes',
]);

const stored = async () =>
  Object.fromEntries(
    (await client.query('SELECT place_id, price_range FROM businesses')).rows.map((row) => [
      row.place_id,
      row.price_range,
    ]),
  );

describe('price range', () => {
  it('is read from `range`, refreshed by update mode with its history, and exported as `range`', async () => {
    const pricey = { ...outscraperRecord(1), range: '££' };
    const dollars = { ...outscraperRecord(2), range: '$$' };
    const none = outscraperRecord(3);
    await importRecords('first.xlsx', [pricey, dollars, none]);
    const placeIds = ([pricey, dollars, none] as Record<string, Cell>[]).map(
      (record) => record.place_id as string,
    );
    const byPlace = (values: (string | null)[]) =>
      Object.fromEntries(placeIds.map((id, i) => [id, values[i]]));
    expect(await stored()).toEqual(byPlace(['££', '$$', null]));

    // A file without the column keeps the stored value; a new value replaces it, in the history.
    const body = await importRecords(
      'update.xlsx',
      [{ ...pricey, range: '£££' }, { ...dollars, range: null }, none],
      'update',
    );
    expect(body.stats.updated).toBe(1);
    expect(await stored()).toEqual(byPlace(['£££', '$$', null]));
    const { rows: history } = await client.query(`SELECT changes FROM business_changes`);
    expect(history).toEqual([{ changes: { priceRange: { old: '££', new: '£££' } } }]);

    const response = await GET(await exportRequest(), noParams);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = headers.indexOf('range') + 1;
    expect(column).toBeGreaterThan(0);
    const cells = [2, 3, 4].map((row) => sheet.getRow(row).getCell(column).value);
    expect(cells.sort()).toEqual(['$$', '£££', null].sort());
  });

  it('reaches the DTO, the JSON-LD and the detail page; nothing when the data has none', async () => {
    await importRecords('one.xlsx', [{ ...outscraperRecord(4), range: '££' }, outscraperRecord(5)]);
    const [priced, plain] = await db.business.findMany({ orderBy: { priceRange: 'asc' } });
    const dto = toBusinessDto(priced!);
    expect(dto.priceRange).toBe('££');
    expect(localBusiness(dto).priceRange).toBe('££');
    expect(renderToStaticMarkup(PriceRange({ value: dto.priceRange })!)).toContain(
      'Price range <span class="font-medium text-slate-800">££</span>',
    );
    const none = toBusinessDto(plain!);
    expect(none.priceRange).toBeNull();
    expect(localBusiness(none)).not.toHaveProperty('priceRange', expect.anything());
    expect(PriceRange({ value: none.priceRange })).toBeNull();
  });
});
