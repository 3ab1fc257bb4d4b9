import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ReadMeter, type RowBatches, type SheetRow } from './types';

const BATCH = 500;

const QUOTE = '"';

/** RFC 4180 as spreadsheet apps read it; hand-written over csv-parse for speed (docs/import-export.md). */
export async function* parseCsv(chunks: AsyncIterable<string>): AsyncGenerator<string[]> {
  let record: string[] = [];
  let cell = '';
  let state: 'start' | 'plain' | 'quoted' | 'quote-in-quoted' = 'start';
  let skipLf = false;
  let first = true;

  for await (const chunk of chunks) {
    for (let i = first && chunk.charCodeAt(0) === 0xfeff ? 1 : 0; i < chunk.length; i++) {
      const char = chunk[i]!;
      if (skipLf) {
        skipLf = false;
        if (char === '\n') continue;
      }
      if (state === 'quoted') {
        const close = chunk.indexOf(QUOTE, i);
        if (close < 0) {
          cell += chunk.slice(i);
          break;
        }
        cell += chunk.slice(i, close);
        i = close;
        state = 'quote-in-quoted';
        continue;
      }
      if (state === 'quote-in-quoted' && char === QUOTE) {
        cell += QUOTE;
        state = 'quoted';
        continue;
      }
      if (char === ',') {
        record.push(cell);
        cell = '';
        state = 'start';
      } else if (char === '\n' || char === '\r') {
        record.push(cell);
        yield record.length === 1 && record[0] === '' ? [] : record;
        record = [];
        cell = '';
        state = 'start';
        skipLf = char === '\r';
      } else if (state === 'start' && char === QUOTE) {
        state = 'quoted';
      } else {
        // Text after a closing quote is kept, as spreadsheet apps do, rather than failing.
        cell += char;
        state = 'plain';
      }
    }
    first = false;
  }
  if (state !== 'start' || cell !== '' || record.length > 0) {
    record.push(cell);
    yield record;
  }
}

export async function* readCsvRows(path: string, meter = new ReadMeter()): RowBatches {
  const input = createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  try {
    meter.total = (await stat(path)).size;
    let number = 0;
    let rows: SheetRow[] = [];
    for await (const values of parseCsv(input)) {
      rows.push({ number: ++number, values });
      if (rows.length === BATCH) {
        meter.done = input.bytesRead;
        yield rows;
        rows = [];
      }
    }
    meter.done = meter.total;
    if (rows.length > 0) yield rows;
  } finally {
    input.destroy();
  }
}
