import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { SheetRow } from './types';

/**
 * Streams the first worksheet of an .xlsx with exceljs's streaming reader: rows are parsed
 * from the zip as it is read, so memory stays flat whatever the row count.
 */
export async function* readXlsxRows(path: string): AsyncGenerator<SheetRow> {
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
      for await (const row of sheet) {
        // exceljs keeps column A at index 1.
        yield { number: row.number, values: (row.values as unknown[]).slice(1) };
      }
      return;
    }
  } finally {
    input.destroy();
  }
}
