import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { outscraperRecord } from './businesses';
import { LAYOUT_2025, sheet } from './layouts';
import { writeXlsx } from './write';

// Random text does not compress, so each row adds about this much to the .xlsx.
const BYTES_PER_ROW = 1_125;

/**
 * An Outscraper-layout workbook of about `bytes`, its size made of rows (each with a
 * 1,000-character random description) so that a large file is also a real import.
 * Place ids start at `firstIndex`, so separate workbooks do not collide.
 */
export async function paddedWorkbook(file: string, bytes: number, firstIndex = 0) {
  const rows = Math.ceil(bytes / BYTES_PER_ROW);
  await writeXlsx(
    file,
    sheet(
      LAYOUT_2025,
      (function* () {
        for (let i = firstIndex; i < firstIndex + rows; i++)
          yield { ...outscraperRecord(i), description: randomBytes(750).toString('base64') };
      })(),
    ),
  );
  return { rows, size: statSync(file).size };
}
