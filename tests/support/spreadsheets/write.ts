import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import type { Cell, SheetData } from './layouts';

/** Streams an .xlsx to disk with exceljs, as Outscraper's own files are laid out. */
export async function writeXlsx(file: string, { headers, rows }: SheetData, sheetName = 'Sheet1') {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const worksheet = workbook.addWorksheet(sheetName);
  worksheet.addRow([...headers]).commit();
  for (const row of rows) worksheet.addRow([...row]).commit();
  worksheet.commit();
  await workbook.commit();
}

function csvCell(cell: Cell): string {
  if (cell === null) return '';
  const text = typeof cell === 'boolean' ? (cell ? 'True' : 'False') : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV as Outscraper writes it (LF) or as Google Sheets re-exports it (CRLF, no final newline). */
export async function writeCsv(
  file: string,
  { headers, rows }: SheetData,
  eol: '\n' | '\r\n' = '\n',
) {
  const out = createWriteStream(file);
  const lines = [headers.join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  out.write(lines.join(eol) + (eol === '\n' ? '\n' : ''));
  out.end();
  await once(out, 'finish');
}

/** A legacy BIFF8 .xls (what Excel 97-2003 saves), written by SheetJS. */
export async function writeXls(file: string, { headers, rows }: SheetData) {
  const sheet = XLSX.utils.aoa_to_sheet([[...headers], ...[...rows].map((row) => [...row])]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Sheet1');
  await writeFile(file, XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }));
}
