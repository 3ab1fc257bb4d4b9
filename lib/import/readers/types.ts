/** One spreadsheet row: its 1-based number in the sheet and its cells, first column at 0. */
export type SheetRow = { number: number; values: readonly unknown[] };
