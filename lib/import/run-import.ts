import 'server-only';
import { ApiError } from '@/lib/errors';
import { BusinessWriter, type WritableBusiness } from '@/lib/import/business-writer';
import { refreshBrandsAfterWrite } from '@/lib/quality/brand-refresh-after-write';
import { formatCount } from '@/lib/format';
import { env } from '@/lib/env';
import { databaseTimeZones } from '@/lib/hours/database-zones';
import { toCell } from './cells';
import { CountryQuestion, CountryTally } from './country-check';
import type { DuplicateMode } from './fields';
import { mapColumns, type ColumnMap } from './columns';
import { detectSpreadsheet, type SpreadsheetKind } from './file-kind';
import { importLimits, type ImportLimits } from './limits';
import { loadTownsByDistrict } from './places';
import { ReadMeter, readRows, type RowBatches, type SheetRow } from './readers';
import { RowValidator, type RowIssue } from './validate-row';

export type ImportStats = {
  imported: number;
  duplicatesSkipped: number;
  totalErrors: number;
  updated: number;
};
export type ImportResult = {
  message: string;
  importId: string;
  stats: ImportStats;
  errors: RowIssue[];
  warnings: RowIssue[];
  totalWarnings: number;
};
export type UploadedFile = { path: string; fileName: string };
export type ImportProgress = {
  stage: 'reading' | 'saving';
  rowsProcessed: number;
  fraction: number | null;
};
export type RunOptions = {
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
  duplicates?: DuplicateMode;
  otherCountries?: 'ask' | 'import';
  country?: string;
};

export const MAX_REPORTED_ERRORS = 100;
// Often enough that the bar moves from the first second, rarely enough to cost nothing.
export const PROGRESS_INTERVAL_MS = 250;
// Small enough to keep memory flat; one batch is written while the next is read.
const BATCH_SIZE = 2000;

const isBlank = (values: readonly unknown[]) =>
  values.every((value) => value === null || value === undefined || String(value).trim() === '');

// Reader failures are the file's fault: a clear 400 instead of a parser's stack trace.
async function* guard(batches: RowBatches): RowBatches {
  try {
    for await (const batch of batches) {
      const rows = batch.filter((row) => !isBlank(row.values));
      if (rows.length > 0) yield rows;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.warn('[import] unreadable spreadsheet:', error);
    throw new ApiError(
      400,
      'The spreadsheet could not be read: the file is damaged or not a workbook we understand.',
    );
  }
}

function summary(fileName: string, stats: ImportStats, mode: DuplicateMode, warned: number) {
  return (
    `Imported ${formatCount(stats.imported)} businesses from ${fileName}: ` +
    (mode === 'update' ? `${formatCount(stats.updated)} updated, ` : '') +
    `${formatCount(stats.duplicatesSkipped)} duplicates skipped, ` +
    `${formatCount(stats.totalErrors)} rows with errors` +
    (warned > 0 ? `, ${formatCount(warned)} rows imported with warnings.` : '.')
  );
}

export type PreparedImport = {
  kind: SpreadsheetKind;
  columns: ColumnMap;
  run: (options?: RunOptions) => Promise<ImportResult>;
  close: () => Promise<void>;
};

/** Everything that can fail for the whole file is checked before anything is written. */
export async function prepareImport(
  file: UploadedFile,
  limits: ImportLimits = importLimits(),
): Promise<PreparedImport> {
  const kind = await detectSpreadsheet(file.path, file.fileName, limits);
  const meter = new ReadMeter();
  const batches = guard(readRows(kind, file.path, limits.maxUncompressedBytes, meter));
  const close = async () => {
    await batches.return(undefined);
  };
  try {
    const first = await batches.next();
    if (first.done)
      throw new ApiError(400, 'The spreadsheet is empty: its first sheet has no rows.');
    const [header, ...rest] = first.value;
    const columns = mapColumns(header!.values.map(toCell));
    let pending = rest;
    while (pending.length === 0) {
      const next = await batches.next();
      if (next.done) throw new ApiError(400, 'The spreadsheet has a header row but no data rows.');
      pending = next.value;
    }
    return {
      kind,
      columns,
      close,
      run: (options) => runImport(file.fileName, columns, pending, batches, meter, options),
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function runImport(
  fileName: string,
  columns: ColumnMap,
  firstRows: SheetRow[],
  batches: RowBatches,
  meter: ReadMeter,
  {
    onProgress,
    signal,
    duplicates = 'skip',
    otherCountries = 'import',
    country = env.DIRECTORY_COUNTRY,
  }: RunOptions = {},
): Promise<ImportResult> {
  const errors: RowIssue[] = [];
  const warnings: RowIssue[] = [];
  let dataRows = 0;
  let totalErrors = 0;
  let totalWarnings = 0;
  let batch: WritableBusiness[] = [];
  let writing: Promise<void> = Promise.resolve();
  let writer: BusinessWriter | undefined;
  let validator: RowValidator;
  // Counted up to the first write: the question comes before anything is written.
  let tally: CountryTally | undefined =
    otherCountries === 'ask' ? new CountryTally(country) : undefined;
  let lastProgress = 0;
  const progress = (stage: ImportProgress['stage']) => {
    lastProgress = Date.now();
    onProgress?.({ stage, rowsProcessed: dataRows, fraction: meter.fraction });
  };

  const flush = async (wholeFile = false) => {
    const check = tally?.mostlyOutside(wholeFile);
    tally = undefined;
    if (check) throw new CountryQuestion(check);
    await writing;
    const full = batch;
    batch = [];
    writing = writer!.write(full);
    writing.catch(() => {});
  };
  const take = async (rows: SheetRow[]) => {
    for (const row of rows) {
      dataRows++;
      const result = validator.validate(row.values, row.number);
      if ('record' in result) {
        batch.push(result.record);
        tally?.add(result.record.country);
        if (result.warnings.length > 0) {
          totalWarnings++;
          warnings.push(...result.warnings.slice(0, MAX_REPORTED_ERRORS - warnings.length));
        }
      } else {
        totalErrors++;
        errors.push(...result.issues.slice(0, MAX_REPORTED_ERRORS - errors.length));
      }
      if (batch.length >= BATCH_SIZE) await flush();
    }
    signal?.throwIfAborted();
    if (Date.now() - lastProgress >= PROGRESS_INTERVAL_MS) progress('reading');
  };

  try {
    signal?.throwIfAborted();
    progress('reading');
    const [towns, zones] = await Promise.all([loadTownsByDistrict(), databaseTimeZones()]);
    validator = new RowValidator(columns, towns, zones);
    writer = await BusinessWriter.open(fileName, duplicates);
    await take(firstRows);
    for await (const rows of batches) await take(rows);
    await flush(true);
    progress('saving');
    await writing;
    signal?.throwIfAborted();
    const { importId, imported, duplicatesSkipped, updated } = await writer.commit(totalErrors);
    await refreshBrandsAfterWrite(importId);
    const stats = { imported, duplicatesSkipped, totalErrors, updated };
    return {
      message: summary(fileName, stats, duplicates, totalWarnings),
      importId,
      stats,
      errors,
      warnings,
      totalWarnings,
    };
  } catch (error) {
    await writing.catch(() => {});
    await writer?.rollback();
    throw error;
  } finally {
    await batches.return(undefined);
  }
}
