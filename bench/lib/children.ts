// The bench's measurements that run as scripts of their own (search timing, Lighthouse, import/export).
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '@/scripts/db/database-url';
import { runProcess } from './processes';

const RESULTS = path.join(PROJECT_ROOT, 'bench-results');

const searchTiming = z.object({
  runsPerQuery: z.number(),
  naiveRunsPerQuery: z.number(),
  p50Ms: z.number(),
  p95Ms: z.number(),
  naiveP50Ms: z.number(),
  naiveP95Ms: z.number(),
  queries: z.array(
    z
      .object({
        q: z.string(),
        location: z.string(),
        note: z.string(),
        found: z.number(),
        capped: z.boolean(),
        naiveFound: z.number(),
        oursMedianMs: z.number(),
        naiveMedianMs: z.number(),
      })
      .loose(),
  ),
});
export type SearchTiming = z.infer<typeof searchTiming>;

/** Runs a timing script that loads the app's server modules outside Next; parses the JSON it writes. */
async function timeInProcess<T>(
  script: string,
  schema: z.ZodType<T>,
  databaseUrl: string,
  runs: number,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-timing-'));
  const out = path.join(dir, 'timing.json');
  try {
    await runProcess(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', script, out, String(runs)],
      // Measured, not guarded: at 1M on a busy machine the naive scan, and a cold copy's first search,
      // outlasted the pool's and the public reads' statement timeouts.
      {
        env: {
          DATABASE_URL: databaseUrl,
          NODE_ENV: 'production',
          DATABASE_STATEMENT_TIMEOUT_MS: '0',
          PUBLIC_READ_TIMEOUT_MS: String(10 * 60_000),
        },
      },
    );
    return schema.parse(JSON.parse(await readFile(out, 'utf8')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Search server time (bench/search-timing.ts). */
export function timeSearches(databaseUrl: string, runs: number): Promise<SearchTiming> {
  return timeInProcess('bench/search-timing.ts', searchTiming, databaseUrl, runs);
}

const geoSearchTiming = z.object({
  runsPerQuery: z.number(),
  radiusP95Ms: z.number(),
  filtersP95Ms: z.number(),
  worstP95Ms: z.number(),
  worstTableScanRows: z.number(),
  nearestP95Ms: z.number(),
  minNaiveSpeedup: z.number(),
  cases: z.array(
    z
      .object({
        name: z.string(),
        group: z.enum(['radius', 'filters', 'worst', 'nearest']),
        found: z.number(),
        capped: z.boolean(),
        oursMedianMs: z.number(),
        oursP95Ms: z.number(),
        naiveMedianMs: z.number().nullable(),
      })
      .loose(),
  ),
});
export type GeoSearchTiming = z.infer<typeof geoSearchTiming>;

/** Radius searches, filters and sorts (bench/search-geo-timing.ts). */
export function timeGeoSearches(databaseUrl: string, runs: number): Promise<GeoSearchTiming> {
  return timeInProcess('bench/search-geo-timing.ts', geoSearchTiming, databaseUrl, runs);
}

const lighthouseRuns = z.object({
  benchmarkIndexRange: z.tuple([z.number(), z.number()]),
  cpuSlowdownRange: z.tuple([z.number(), z.number()]),
  pages: z.array(
    z
      .object({
        path: z.string(),
        scores: z.record(z.string(), z.number()),
        paintedAfterLoad: z.number().optional(),
      })
      .loose(),
  ),
});
const lighthouseResult = lighthouseRuns.extend({ standard: lighthouseRuns.optional() });

/** bench/lighthouse.ts against the bench server and the running bare Next app, when it exists. */
export async function runLighthouse(baseUrl: string, paths: string[], bareBaseUrl: string) {
  const script = path.join(PROJECT_ROOT, 'bench', 'lighthouse.ts');
  try {
    await runProcess('npx', [
      'tsx',
      script,
      baseUrl,
      `--paths=${paths.join(',')}`,
      '--runs=5',
      `--bare=${bareBaseUrl}`,
    ]);
    return lighthouseResult.parse(
      JSON.parse(readFileSync(path.join(RESULTS, 'lighthouse.json'), 'utf8')),
    );
  } catch (error) {
    console.error(`[bench] Lighthouse failed, reported without it: ${(error as Error).message}`);
    return null;
  }
}

const importExportResult = z
  .object({
    rows: z.number(),
    date: z.string(),
    import: z
      .object({
        importMs: z.number(),
        rawReadMs: z.number(),
        ratio: z.number(),
        rowsPerSecond: z.number(),
        peakRssMb: z.number(),
      })
      .loose(),
    export: z
      .object({
        exportMs: z.number(),
        rawWriteMs: z.number(),
        ratio: z.number(),
        rowsPerSecond: z.number(),
        peakRssMb: z.number(),
      })
      .loose(),
  })
  .loose();
export type ImportExport = z.infer<typeof importExportResult> & { fresh: boolean };

/** bench/import-export.ts (its own database); its last results when `rerun` is false or it fails. */
export async function importExport(rows: number, rerun: boolean): Promise<ImportExport | null> {
  const script = path.join(PROJECT_ROOT, 'bench', 'import-export.ts');
  const file = path.join(RESULTS, 'import-export.json');
  let fresh = false;
  if (rerun) {
    try {
      await runProcess('npx', ['tsx', script, `--rows=${rows}`, '--runs=1']);
      fresh = true;
    } catch (error) {
      console.error(
        `[bench] import/export failed; using its last results: ${(error as Error).message}`,
      );
    }
  }
  if (!existsSync(file)) return null;
  return { ...importExportResult.parse(JSON.parse(readFileSync(file, 'utf8'))), fresh };
}
