import { readFile } from 'node:fs/promises';
import { ApiError } from '@/lib/errors';
import { ENCRYPTED } from '../file-kind';
import { ReadMeter, type RowBatches } from './types';

const BATCH = 1000;

/** SheetJS parses the whole file in memory, so only .xls uses it, behind its own size cap. */
export async function* readXlsRows(path: string, meter = new ReadMeter()): RowBatches {
  const XLSX = await import('@e965/xlsx');
  let rows: unknown[][];
  let firstRow: number;
  try {
    const workbook = XLSX.read(await readFile(path), {
      type: 'buffer',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
    });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) return;
    firstRow = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r + 1 : 1;
    rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      defval: null,
      blankrows: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/password|encrypt/i.test(message)) throw new ApiError(400, ENCRYPTED);
    throw new ApiError(400, 'The .xls file is damaged and could not be read.');
  }
  meter.total = rows.length;
  for (let start = 0; start < rows.length; start += BATCH) {
    meter.done = Math.min(rows.length, start + BATCH);
    yield rows
      .slice(start, start + BATCH)
      .map((values, offset) => ({ number: firstRow + start + offset, values }));
  }
}
