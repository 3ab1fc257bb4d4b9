/** One spreadsheet row: its 1-based number in the sheet and its cells, first column at 0. */
export type SheetRow = { number: number; values: readonly unknown[] };

/**
 * Readers hand rows over in batches (a parsed chunk of the file at a time): one async step
 * per batch instead of one per row keeps the per-row overhead to the parsing itself.
 */
export type RowBatches = AsyncGenerator<SheetRow[]>;

/**
 * How far a reader is through its file, for the import's progress bar: `done` of `total`
 * units (bytes for CSV and .xlsx, rows for .xls); `total` stays 0 while unknown.
 */
export class ReadMeter {
  done = 0;
  total = 0;
  get fraction(): number | null {
    return this.total > 0 ? Math.min(1, this.done / this.total) : null;
  }
}
