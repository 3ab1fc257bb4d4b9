import 'server-only';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { checkoutPgClient } from '@/lib/db';
import { EXPORT_COLUMNS, EXPORT_SELECT, type ExportRow } from './columns';

const PAGE_SIZE = 2000;

async function drained(stream: Writable, output: Writable = stream) {
  const stop = new AbortController();
  const { signal } = stop;
  try {
    await Promise.race([
      once(stream, 'drain', { signal }),
      once(stream, 'close', { signal }),
      once(output, 'close', { signal }),
    ]);
  } finally {
    stop.abort();
  }
}

export type ExportOptions = { country?: string };

export type BusinessExport = {
  writeTo: (output: Writable) => Promise<number>;
};

/** A cursor in one read-only snapshot, opened before the response starts so failures are clean errors. */
export async function openBusinessExport({ country }: ExportOptions = {}): Promise<BusinessExport> {
  const connection = await checkoutPgClient();
  const { client } = connection;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // A large export's cursor outlives the pool's timeout for reads.
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query(
      `DECLARE export_cursor NO SCROLL CURSOR FOR SELECT ${EXPORT_SELECT} FROM businesses
       WHERE $1::text IS NULL OR lower(country) = lower($1::text) ORDER BY created_at, id`,
      [country ?? null],
    );
  } catch (error) {
    connection.release(true);
    throw error;
  }
  return {
    writeTo: async (output) => {
      let failed = true;
      try {
        const written = await writeWorkbook(client, output);
        failed = false;
        return written;
      } finally {
        // A cancelled export leaves its transaction open: that client is not reused.
        connection.release(failed);
      }
    },
  };
}

const NOTHING = Buffer.alloc(0);

/** exceljs ignores backpressure; an empty write gets the stream's answer (docs/import-export.md). */
function zipEntryOf(sheet: ExcelJS.Worksheet): Writable | undefined {
  const internals = sheet as unknown as { stream?: { pipes?: Partial<Writable>[] } };
  const pipe = internals.stream?.pipes?.[0];
  return typeof pipe?.write === 'function' && typeof pipe.once === 'function'
    ? (pipe as Writable)
    : undefined;
}

async function writeWorkbook(client: pg.PoolClient, output: Writable): Promise<number> {
  const fetchPage = () => {
    const next = client.query<ExportRow>(`FETCH ${PAGE_SIZE} FROM export_cursor`);
    next.catch(() => {});
    return next;
  };
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Businesses');
  sheet.addRow(EXPORT_COLUMNS.map((column) => column.header)).commit();
  let written = 0;
  let page = fetchPage();
  for (;;) {
    const { rows } = await page;
    if (rows.length === 0) break;
    page = fetchPage();
    for (const row of rows) sheet.addRow(EXPORT_COLUMNS.map((column) => column.cell(row))).commit();
    written += rows.length;
    if (output.destroyed) throw new Error('The export was cancelled by the client.');
    // A busy compressor or a slow download holds the writer back instead of buffering.
    const entry = zipEntryOf(sheet);
    if (entry && !entry.write(NOTHING)) await drained(entry, output);
    if (output.writableNeedDrain) await drained(output);
  }
  sheet.commit();
  await workbook.commit();
  await client.query('COMMIT');
  return written;
}
