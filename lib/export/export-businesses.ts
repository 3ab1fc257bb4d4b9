import 'server-only';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { checkoutPgClient } from '@/lib/db';
import { EXPORT_COLUMNS, EXPORT_SELECT, type ExportRow } from './columns';

const PAGE_SIZE = 2000;

/** Resolves when `stream` has drained, or when it or `output` is gone (the caller then stops). */
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
  /** Writes the workbook into `output` and returns how many businesses it holds. */
  writeTo: (output: Writable) => Promise<number>;
};

/**
 * Opens every business (or one country's) for export: a server-side cursor in one read-only
 * snapshot, opened before the response starts so a database failure is still a clean error.
 * `writeTo` then feeds exceljs's streaming writer page by page, fetching the next page while
 * the current one is written, so memory stays flat at any size. The connection closes when
 * `writeTo` ends, however it ends.
 */
export async function openBusinessExport({ country }: ExportOptions = {}): Promise<BusinessExport> {
  const connection = await checkoutPgClient();
  const { client } = connection;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // A million-row export's cursor outlives the pool's timeout for reads.
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

/**
 * The stream between a worksheet and the zip compressor. exceljs writes rows into it without
 * heeding its write() result (its StreamBuf ignores backpressure) and the compressor takes a
 * little per event-loop turn, so a fast producer would pile the whole XML up in memory. An
 * empty write adds no data but gets the stream's own answer, and 'drain' says when it has
 * caught up. Found through exceljs 4.4's worksheet stream (pinned); if that changes, the
 * export still works, only without this throttle.
 */
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
