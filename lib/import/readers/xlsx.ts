import ExcelJS from 'exceljs';
import { importLimits } from '../limits';
import { openCheckedWorkbook } from '../zip-guard';
import { ReadMeter, type RowBatches, type SheetRow } from './types';

const BATCH = 500;

type SheetEvent = { eventType: string; value: unknown };
type ExcelRow = { number: number; values: unknown[] };

/** Streams the first worksheet; the zip is read through zip-guard.ts, which counts what it inflates. */
export async function* readXlsxRows(
  path: string,
  maxUncompressedBytes = importLimits().maxUncompressedBytes,
  meter = new ReadMeter(),
): RowBatches {
  const { stream, guarded } = await openCheckedWorkbook(path, maxUncompressedBytes, meter);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    const sheets = workbook[Symbol.asyncIterator]();
    const first = await guarded(sheets.next());
    if (first.done) return;
    const chunks = (first.value.parse() as unknown as AsyncIterable<SheetEvent[]>)[
      Symbol.asyncIterator
    ]();
    let rows: SheetRow[] = [];
    for (let next = await guarded(chunks.next()); !next.done; next = await guarded(chunks.next())) {
      for (const { eventType, value } of next.value) {
        if (eventType !== 'row') continue;
        const row = value as ExcelRow;
        // exceljs keeps column A at index 1.
        rows.push({ number: row.number, values: row.values.slice(1) });
      }
      if (rows.length >= BATCH) {
        yield rows;
        rows = [];
      }
    }
    if (rows.length > 0) yield rows;
  } finally {
    stream.destroy();
  }
}
