/** One spreadsheet row: its 1-based number in the sheet and its cells, first column at 0. */
export type SheetRow = { number: number; values: readonly unknown[] };

/**
 * Readers hand rows over in batches (a parsed chunk of the file at a time): one async step
 * per batch instead of one per row keeps the per-row overhead to the parsing itself.
 */
export type RowBatches = AsyncGenerator<SheetRow[]>;
