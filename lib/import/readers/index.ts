import type { SpreadsheetKind } from '../file-kind';
import { readCsvRows } from './csv';
import { readXlsRows } from './xls';
import { readXlsxRows } from './xlsx';
import type { RowBatches, SheetRow } from './types';

export type { RowBatches, SheetRow };

/** `maxUncompressedBytes` caps what an .xlsx may inflate to (the import limit by default). */
export function readRows(
  kind: SpreadsheetKind,
  path: string,
  maxUncompressedBytes?: number,
): RowBatches {
  if (kind === 'xlsx') return readXlsxRows(path, maxUncompressedBytes);
  if (kind === 'xls') return readXlsRows(path);
  return readCsvRows(path);
}
