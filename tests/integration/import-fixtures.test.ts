// Runs the importer over the real scraper exports in ../shared/fixtures (beside the
// repo, always present in CI) and prints per-file counts.
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareImport, type ImportResult } from '@/lib/import/run-import';
import { SHARED_FIXTURES, sharedFixtureFiles } from '@/tests/support/shared-fixtures';

const files = sharedFixtureFiles(/\.(xlsx|xls|csv)$/i);

// Data rows per file as the fixtures README counts them.
const DOCUMENTED_ROWS: Record<string, number> = {
  'outscraper_US_hair-transplant_psilva8.xlsx': 179,
  'outscraper_CH_zurich-restaurants_Stefan-SEO.csv': 797,
  'outscraper_RS_belgrade-pet-store_reduced-cols_dogsbreeder.csv': 745,
  'outscraper_US_birmingham-AL-electrician_atlasgrowth1.csv': 139,
  'outscraper_US_hvac-contractor_via-gsheets_atlasgrowth1.csv': 220,
  'outscraper_US_naples-plumber_via-gsheets_greekfreek12.csv': 98,
  'outscraper_US_birmingham-AL-plumber_2026-format_nicksanford9.csv': 430,
  'uk-london-restaurants.xlsx': 100,
  'uk-london-restaurants.csv': 100,
};

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const report: Record<string, unknown>[] = [];

beforeAll(() => client.connect());

afterAll(async () => {
  if (report.length) console.table(report);
  await client.end();
});

function topReasons(result: ImportResult) {
  const counts = new Map<string, number>();
  for (const error of result.errors) {
    const reason = `${error.column}: ${error.message.replace(/"[^"]*"/g, '"…"')}`;
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([reason, n]) => `${n}× ${reason}`)
    .join('; ');
}

async function importFixture(name: string) {
  let rows = 0;
  const prepared = await prepareImport({ path: path.join(SHARED_FIXTURES, name), fileName: name });
  const result = await prepared.run({ onProgress: (progress) => (rows = progress.rowsProcessed) });
  return { rows, result };
}

describe('real Outscraper fixtures', () => {
  it.each(files)('%s: every row accounted for, and a re-import adds nothing', async (name) => {
    // Each file on its own, so its counts do not depend on the files before it.
    await client.query('DELETE FROM businesses');
    await client.query('DELETE FROM imports');
    const { rows, result } = await importFixture(name);
    const { imported, duplicatesSkipped, totalErrors } = result.stats;
    report.push({
      file: name,
      rows,
      imported,
      duplicatesSkipped,
      totalErrors,
      top: topReasons(result),
    });
    expect(imported + duplicatesSkipped + totalErrors).toBe(rows);
    if (DOCUMENTED_ROWS[name] !== undefined) expect(rows).toBe(DOCUMENTED_ROWS[name]);
    const stored = await client.query('SELECT count(*)::int AS n FROM businesses');
    expect(stored.rows[0].n).toBe(imported);

    const again = await importFixture(name);
    expect(again.result.stats).toEqual({
      imported: 0,
      duplicatesSkipped: imported + duplicatesSkipped,
      totalErrors,
      updated: 0,
    });
  });
});
