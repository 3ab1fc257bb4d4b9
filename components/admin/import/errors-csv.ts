import type { ImportRowError } from './upload-import';

// A leading =, +, - or @ makes spreadsheet apps run the cell as a formula; an apostrophe stops it.
const neutralise = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const cell = (value: string | number) => `"${neutralise(String(value)).replace(/"/g, '""')}"`;

/** The per-row errors of one import as CSV, for the admin to fix the spreadsheet. */
export function importErrorsCsv(errors: ImportRowError[]) {
  const lines = [
    ['row', 'column', 'message'].map(cell).join(','),
    ...errors.map((error) => [error.row, error.column ?? '', error.message].map(cell).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
