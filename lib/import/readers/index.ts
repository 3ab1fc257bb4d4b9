import type { SpreadsheetKind } from '../file-kind';
import { readCsvRows } from './csv';
import { readXlsRows } from './xls';
import { readXlsxRows } from './xlsx';
import { ReadMeter, type RowBatches, type SheetRow } from './types';

export { ReadMeter, type RowBatches, type SheetRow };

export function readRows(
  kind: SpreadsheetKind,
  path: string,
  maxUncompressedBytes?: number,
  meter = new ReadMeter(),
): RowBatches {
  if (kind === 'xlsx') return readXlsxRows(path, maxUncompressedBytes, meter);
  if (kind === 'xls') return readXlsRows(path, meter);
  return readCsvRows(path, meter);
}
