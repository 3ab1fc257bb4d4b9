import type { SpreadsheetKind } from '../file-kind';
import { readCsvRows } from './csv';
import { readXlsRows } from './xls';
import { readXlsxRows } from './xlsx';
import type { RowBatches, SheetRow } from './types';

export type { RowBatches, SheetRow };

export function readRows(kind: SpreadsheetKind, path: string): RowBatches {
  if (kind === 'xlsx') return readXlsxRows(path);
  if (kind === 'xls') return readXlsRows(path);
  return readCsvRows(path);
}
