import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { RowBatches, SheetRow } from './types';

type SheetEvent = { eventType: string; value: unknown };
type ExcelRow = { number: number; values: unknown[] };

/**
 * Streams the first worksheet of an .xlsx with exceljs's streaming reader: rows are parsed
 * from the zip as it is read, so memory stays flat whatever the row count. The worksheet's
 * `parse()` gives each parsed chunk's rows at once (its row iterator would await every row).
 */
export async function* readXlsxRows(path: string): RowBatches {
  const input = createReadStream(path);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of workbook) {
      const chunks = sheet.parse() as unknown as AsyncIterable<SheetEvent[]>;
      for await (const events of chunks) {
        const rows: SheetRow[] = [];
        for (const { eventType, value } of events) {
          if (eventType !== 'row') continue;
          const row = value as ExcelRow;
          // exceljs keeps column A at index 1.
          rows.push({ number: row.number, values: row.values.slice(1) });
        }
        if (rows.length > 0) yield rows;
      }
      return;
    }
  } finally {
    input.destroy();
  }
}
