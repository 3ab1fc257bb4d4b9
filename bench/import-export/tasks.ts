// The measured side of bench/import-export.ts: one task a process, one JSON line; preparation untimed.
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { z } from 'zod';
import type { WritableBusiness } from '@/lib/import/business-writer';

export const TASKS = [
  'raw-read',
  'import',
  'duplicates',
  'update',
  'db-floor',
  'raw-write',
  'export',
] as const;
export type TaskName = (typeof TASKS)[number];
export const taskResult = z.object({
  ms: z.number(),
  cpuMs: z.number(),
  rows: z.number(),
  peakRssMb: z.number(),
  rssSamplesMb: z.array(z.number()),
});
export type TaskResult = z.infer<typeof taskResult>;

function sampleRss() {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(process.memoryUsage().rss / 2 ** 20), 100);
  return () => {
    clearInterval(timer);
    return samples.map((mb) => Math.round(mb));
  };
}

/** exceljs's own streaming read of the file, rows counted: the import's baseline. */
export async function rawRead(file: string) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let rows = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) if ((row.values as unknown[]).length > 0) rows++;
  }
  return rows - 1;
}

// lib/db reads DATABASE_URL, which the parent sets for each task.
async function importFile(file: string, duplicates: 'skip' | 'update' = 'skip') {
  const { prepareImport } = await import('@/lib/import/run-import');
  const prepared = await prepareImport({ path: file, fileName: path.basename(file) });
  const { stats } = await prepared.run({ duplicates });
  return stats.imported + stats.updated + stats.duplicatesSkipped + stats.totalErrors;
}

async function exportRows(file: string) {
  const { openBusinessExport } = await import('@/lib/export/export-businesses');
  const output = createWriteStream(file);
  const exporter = await openBusinessExport();
  const rows = await exporter.writeTo(output);
  await finished(output);
  return rows;
}

/** Validates the whole file into memory (untimed), then times only the database writes. */
async function prepareFloor(file: string) {
  const { readRows } = await import('@/lib/import/readers');
  const { mapColumns } = await import('@/lib/import/columns');
  const { toCell } = await import('@/lib/import/cells');
  const { RowValidator } = await import('@/lib/import/validate-row');
  const { BusinessWriter } = await import('@/lib/import/business-writer');
  const records: WritableBusiness[] = [];
  let validator: InstanceType<typeof RowValidator> | undefined;
  for await (const rows of readRows('xlsx', file)) {
    for (const row of rows) {
      if (!validator) validator = new RowValidator(mapColumns(row.values.map(toCell)));
      else {
        const result = validator.validate(row.values, row.number);
        if ('record' in result) records.push(result.record);
      }
    }
  }
  return async () => {
    const writer = await BusinessWriter.open('floor.xlsx');
    for (let i = 0; i < records.length; i += 2000) await writer.write(records.slice(i, i + 2000));
    await writer.commit(0);
    return records.length;
  };
}

// The last import's duplicate search alone, as the import ran it, rolled back for the next run.
// TRUNCATE, not DELETE: deleted pairs stay in the indexes, and each insert would step over its dead twin.
async function prepareDuplicates(file: string, databaseUrl: string) {
  const { refreshDuplicateCandidates } = await import('@/lib/quality/duplicates-refresh');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM imports WHERE file_name = $1 ORDER BY created_at DESC LIMIT 1',
    [path.basename(file)],
  );
  await client.query('BEGIN');
  await client.query('TRUNCATE duplicate_candidates');
  return async () => {
    try {
      return await refreshDuplicateCandidates(client, rows[0]!.id);
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
  };
}

/** The rows our export writes, prepared in memory first so only exceljs's writing is timed. */
async function loadExportCells(databaseUrl: string) {
  const { EXPORT_COLUMNS, EXPORT_SELECT } = await import('@/lib/export/columns');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT ${EXPORT_SELECT} FROM businesses ORDER BY created_at, id`,
  );
  await client.end();
  return [
    EXPORT_COLUMNS.map((column) => column.header),
    ...rows.map((row) => EXPORT_COLUMNS.map((column) => column.cell(row))),
  ];
}

async function rawWrite(cells: unknown[][], file: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const worksheet = workbook.addWorksheet('Businesses');
  for (const row of cells) worksheet.addRow(row).commit();
  worksheet.commit();
  await workbook.commit();
  return cells.length - 1;
}

async function prepareTask(name: TaskName, file: string, databaseUrl: string) {
  switch (name) {
    case 'raw-read':
      return () => rawRead(file);
    case 'import':
    case 'update':
      // Loaded before the clock starts, as exceljs is for the raw read.
      await import('@/lib/import/run-import');
      return () => importFile(file, name === 'update' ? 'update' : 'skip');
    case 'duplicates':
      return prepareDuplicates(file, databaseUrl);
    case 'db-floor':
      return prepareFloor(file);
    case 'raw-write': {
      const cells = await loadExportCells(databaseUrl);
      return () => rawWrite(cells, file);
    }
    case 'export':
      await import('@/lib/export/export-businesses');
      return () => exportRows(file);
  }
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Runs one task in this process and prints its measurements as the last line of stdout. */
export async function runTask(name: TaskName, file: string, databaseUrl: string) {
  const task = await prepareTask(name, file, databaseUrl);
  const stop = sampleRss();
  const cpuStart = cpuMs();
  const start = performance.now();
  const rows = await task();
  const ms = performance.now() - start;
  const result: TaskResult = {
    ms,
    cpuMs: cpuMs() - cpuStart,
    rows,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    rssSamplesMb: stop(),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
