export type SheetRow = { number: number; values: readonly unknown[] };

// Batches: one async step per parsed chunk instead of one per row.
export type RowBatches = AsyncGenerator<SheetRow[]>;

/** Units are bytes for CSV and .xlsx, rows for .xls; `total` stays 0 while unknown. */
export class ReadMeter {
  done = 0;
  total = 0;
  get fraction(): number | null {
    return this.total > 0 ? Math.min(1, this.done / this.total) : null;
  }
}
