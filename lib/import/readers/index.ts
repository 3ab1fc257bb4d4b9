import type { SpreadsheetKind } from '../file-kind';
import { readCsvRows } from './csv';
import { readXlsRows } from './xls';
import { readXlsxRows } from './xlsx';
import type { SheetRow } from './types';

export type { SheetRow };

export function readRows(kind: SpreadsheetKind, path: string): AsyncGenerator<SheetRow> {
  if (kind === 'xlsx') return readXlsxRows(path);
  if (kind === 'xls') return readXlsRows(path);
  return readCsvRows(path);
}
