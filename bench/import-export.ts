// Import and export against exceljs (bench/README.md): `npm run bench:import-export [-- --rows=100000 --runs=2]`
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { createDatabaseIfMissing, PROJECT_ROOT } from '@/scripts/db/database-url';
import { embeddedUrl, startEmbeddedPostgres } from '@/scripts/db/embedded-postgres';
import { migrate } from '@/scripts/db/migrate';
import { outscraperRecord } from '@/tests/support/spreadsheets/businesses';
import { LAYOUT_2025, sheet } from '@/tests/support/spreadsheets/layouts';
import { writeXlsx } from '@/tests/support/spreadsheets/write';
import { freePort } from '@/scripts/free-port';
import { runTask, taskResult, TASKS, type TaskName, type TaskResult } from './import-export/tasks';

const BUDGET_RATIO = 1.5;
/** Update mode (every row changed) against inserting the same rows. */
const UPDATE_BUDGET_RATIO = 1.2;
const BUDGET_PEAK_MB = 600;
/** The duplicate-candidate search's time against the rest of the import (issue 36). */
const DUPLICATES_BUDGET_SHARE = 0.2;

/** Far above any step's time on a slow host: a step past it has a plan gone quadratic. */
const STEP_TIMEOUT_MS_PER_ROW = 10;

function child(
  name: TaskName,
  file: string,
  databaseUrl: string,
  timeoutMs: number,
): Promise<TaskResult> {
  return new Promise((resolve, reject) => {
    // react-server: the lib modules are `server-only`, as in Next's server bundle.
    const proc = spawn(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        import.meta.filename,
        '--task',
        name,
        file,
        databaseUrl,
      ],
      {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, DATABASE_URL: databaseUrl },
      },
    );
    let out = '';
    proc.stdout.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`${name} ran past ${timeoutMs / 1000} s: stopped as a bug, not a figure`));
    }, timeoutMs);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`${name} exited with ${code}`));
      resolve(taskResult.parse(JSON.parse(line)));
    });
  });
}

/** PostgreSQL's CPU ms so far: postmaster, live children and (cutime/cstime) exited ones. */
function postgresCpuMs(dataDir: string) {
  const ticks = (stat: string[], from: number, count: number) =>
    stat.slice(from, from + count).reduce((sum, value) => sum + Number(value), 0);
  const statOf = (pid: string) =>
    readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!;
  let total = ticks(statOf(postmaster), 11, 4);
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = statOf(pid);
      if (stat[1] === postmaster) total += ticks(stat, 11, 2);
    } catch {
      // The process ended while we looked.
    }
  }
  return total * 10;
}

type Measured = TaskResult & { postgresCpuMs: number };

const best = (results: Measured[]) => results.reduce((a, b) => (b.ms < a.ms ? b : a));
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const perSecond = (r: TaskResult) => Math.round(r.rows / (r.ms / 1000)).toLocaleString('en-GB');
/** RSS at a quarter, half, three quarters and the end of the run: flat memory stays level. */
const quarters = (samples: number[]) =>
  [0.25, 0.5, 0.75, 1].map((q) => samples[Math.max(0, Math.ceil(samples.length * q) - 1)] ?? 0);

/** The category list query (lib/data/businesses.ts) and the array + GIN alternative. */
// As lib/data/ranked-list.ts's OPEN_BY_INDEX.
const OPEN = `NOT EXISTS (SELECT FROM businesses closed
  WHERE closed.business_status = 'CLOSED_PERMANENTLY'
    AND closed.rank_score = businesses.rank_score AND closed.id = businesses.id)`;
const CATEGORY_LIST_SQL = {
  merged: `SELECT id FROM (
      (SELECT id, rank_score FROM businesses WHERE category_slug = $1
         AND ${OPEN} ORDER BY rank_score DESC, id LIMIT $2)
      UNION ALL
      (SELECT business_id, rank_score FROM business_categories WHERE category_slug = $1
         AND NOT closed ORDER BY rank_score DESC, business_id LIMIT $2)
    ) listed ORDER BY rank_score DESC, id LIMIT 20 OFFSET $3`,
  arrayGin: `SELECT id FROM businesses
    WHERE (category_slug = $1 OR secondary_category_slugs @> ARRAY[$1]) AND ${OPEN}
    ORDER BY rank_score DESC, id LIMIT 20 OFFSET $2`,
};

type CategoryListTiming = {
  category: string;
  offset: number;
  mergedMs: number;
  arrayGinMs: number;
};

/** Median of 15 runs, pages 1 and 101, main vs all-secondary category; GIN only while timed. */
async function timeCategoryLists(admin: pg.Client): Promise<CategoryListTiming[]> {
  const median = async (sql: string, values: unknown[]) => {
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const start = performance.now();
      await admin.query(sql, values);
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[7]!;
  };
  await admin.query('ANALYZE businesses, business_categories');
  const cases = [
    { category: 'plumber', offset: 0 },
    { category: 'plumber', offset: 2000 },
    { category: 'local-business', offset: 0 },
    { category: 'local-business', offset: 2000 },
  ];
  const timings: CategoryListTiming[] = [];
  for (const { category, offset } of cases)
    timings.push({
      category,
      offset,
      mergedMs: await median(CATEGORY_LIST_SQL.merged, [category, offset + 20, offset]),
      arrayGinMs: 0,
    });
  await admin.query(
    'CREATE INDEX bench_secondary_gin ON businesses USING gin (secondary_category_slugs)',
  );
  await admin.query('ANALYZE businesses');
  for (const timing of timings)
    timing.arrayGinMs = await median(CATEGORY_LIST_SQL.arrayGin, [timing.category, timing.offset]);
  await admin.query('DROP INDEX bench_secondary_gin');
  return timings;
}

function categoryListTable(timings: CategoryListTiming[], rows: number) {
  return [
    `| category list, ${rows.toLocaleString('en-GB')} rows | offset | join table, merged (ours) | array + GIN |`,
    '| --- | --- | --- | --- |',
    ...timings.map(
      (t) =>
        `| ${t.category} | ${t.offset} | ${t.mergedMs.toFixed(2)} ms | ${t.arrayGinMs.toFixed(2)} ms |`,
    ),
  ].join('\n');
}

async function main() {
  const options = z
    .object({
      rows: z.coerce.number().int().min(100).default(100_000),
      runs: z.coerce.number().int().min(1).max(5).default(2),
    })
    .parse(
      Object.fromEntries(
        process.argv.slice(2).flatMap((arg) => {
          const match = /^--(\w+)=(.*)$/.exec(arg);
          return match ? [[match[1], match[2]]] : [];
        }),
      ),
    );
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-import-export-'));
  const port = await freePort();
  const dataDir = path.join(PROJECT_ROOT, '.data', `bench-${process.pid}-${port}`);
  const server = await startEmbeddedPostgres({ dataDir, port, persistent: false });
  try {
    const databaseUrl = embeddedUrl(port, 'bench');
    await createDatabaseIfMissing(server.url, 'bench');
    await migrate(databaseUrl);

    const file = path.join(dir, `outscraper-2025-${options.rows}.xlsx`);
    const generateStart = performance.now();
    await writeXlsx(
      file,
      sheet(
        LAYOUT_2025,
        (function* () {
          for (let i = 0; i < options.rows; i++) yield outscraperRecord(i);
        })(),
      ),
    );
    const fileMb = (await stat(file)).size / 2 ** 20;
    // The same businesses a scrape later: every row has gained reviews.
    const changedFile = path.join(dir, `outscraper-2025-${options.rows}-changed.xlsx`);
    await writeXlsx(
      changedFile,
      sheet(
        LAYOUT_2025,
        (function* () {
          for (let i = 0; i < options.rows; i++) {
            const record = outscraperRecord(i);
            yield { ...record, reviews: Number(record.reviews ?? 0) + 7 };
          }
        })(),
      ),
    );
    console.log(
      `generated ${options.rows} rows (${fileMb.toFixed(1)} MB) in ${seconds(performance.now() - generateStart)} s`,
    );

    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const runs = Object.fromEntries(TASKS.map((task) => [task, [] as Measured[]])) as Record<
      TaskName,
      Measured[]
    >;
    const measure = async (name: TaskName, target: string) => {
      if (name === 'import' || name === 'db-floor')
        await admin.query('TRUNCATE businesses, imports');
      const pgBefore = postgresCpuMs(dataDir);
      const timeoutMs = Math.max(60_000, options.rows * STEP_TIMEOUT_MS_PER_ROW);
      const result = await child(name, target, databaseUrl, timeoutMs);
      runs[name].push({ ...result, postgresCpuMs: postgresCpuMs(dataDir) - pgBefore });
      console.log(`${name}: ${seconds(result.ms)} s`);
    };
    const out = path.join(dir, 'export.xlsx');
    for (let run = 0; run < options.runs; run++) {
      await measure('raw-read', file);
      await measure('import', file);
      await measure('duplicates', file);
      await measure('update', changedFile);
    }
    await measure('db-floor', file);
    const categoryLists = await timeCategoryLists(admin);
    for (let run = 0; run < options.runs; run++) {
      await measure('raw-write', out);
      await measure('export', out);
    }
    await admin.end();

    const read = best(runs['raw-read']);
    const imported = best(runs.import);
    const updated = best(runs.update);
    const updateRatio = updated.ms / imported.ms;
    const floor = best(runs['db-floor']);
    // Each import against the search it ran, timed again right after it: the same run's pair.
    const searchShares = runs.import.map((run, i) => {
      const searchMs = runs.duplicates[i]!.ms;
      return { importMs: run.ms, searchMs, share: searchMs / (run.ms - searchMs) };
    });
    const search = searchShares.reduce((a, b) => (b.importMs < a.importMs ? b : a));
    const write = best(runs['raw-write']);
    const exported = best(runs.export);
    const importRatio = imported.ms / read.ms;
    const exportRatio = exported.ms / write.ms;
    const importPeak = Math.max(...runs.import.map((r) => r.peakRssMb));
    const exportPeak = Math.max(...runs.export.map((r) => r.peakRssMb));
    const cpu = (r: Measured) =>
      `${seconds(r.cpuMs)} s node + ${seconds(r.postgresCpuMs)} s PostgreSQL`;
    const table = [
      `| ${options.rows.toLocaleString('en-GB')} rows | exceljs alone | ours | ratio (budget ≤ ${BUDGET_RATIO}×) | rows/s (ours) | peak RSS (ours) | CPU (ours) |`,
      '| --- | --- | --- | --- | --- | --- | --- |',
      `| import (.xlsx ${fileMb.toFixed(1)} MB) | ${seconds(read.ms)} s read (CPU ${seconds(read.cpuMs)} s) | ${seconds(imported.ms)} s | ${importRatio.toFixed(2)}× | ${perSecond(imported)} | ${importPeak} MB (budget < ${BUDGET_PEAK_MB}) | ${cpu(imported)} |`,
      `| update mode (every row changed; ratio against our import, budget ≤ ${UPDATE_BUDGET_RATIO}×) | | ${seconds(updated.ms)} s | ${updateRatio.toFixed(2)}× | ${perSecond(updated)} | ${Math.max(...runs.update.map((r) => r.peakRssMb))} MB | ${cpu(updated)} |`,
      `| of which the duplicate-candidate search (share of the rest of the import, budget ≤ ${DUPLICATES_BUDGET_SHARE * 100} %) | | ${seconds(search.searchMs)} s | ${(search.share * 100).toFixed(1)} % (runs: ${searchShares.map((s) => `${(s.share * 100).toFixed(1)} %`).join(', ')}) | | | ${cpu(best(runs.duplicates))} |`,
      `| database floor: the same rows, pre-validated, written only | | ${seconds(floor.ms)} s | ${(floor.ms / read.ms).toFixed(2)}× | ${perSecond(floor)} | | ${cpu(floor)} |`,
      `| export | ${seconds(write.ms)} s write (CPU ${seconds(write.cpuMs)} s) | ${seconds(exported.ms)} s | ${exportRatio.toFixed(2)}× | ${perSecond(exported)} | ${exportPeak} MB (RSS at ¼/½/¾/end: ${quarters(exported.rssSamplesMb).join('/')} MB) | ${cpu(exported)} |`,
    ].join('\n');
    console.log(`\n${table}\n`);
    console.log(categoryListTable(categoryLists, options.rows));
    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${os.cpus().length} CPUs; ` +
        `raw read peak ${read.peakRssMb} MB; raw write peak ${write.peakRssMb} MB (holds the rows in memory)`,
    );

    const results = {
      date: new Date().toISOString(),
      rows: options.rows,
      fileMb: Number(fileMb.toFixed(2)),
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      import: {
        rawReadMs: read.ms,
        importMs: imported.ms,
        ratio: importRatio,
        rowsPerSecond: imported.rows / (imported.ms / 1000),
        peakRssMb: importPeak,
        databaseFloorMs: floor.ms,
        withinBudget: importRatio <= BUDGET_RATIO && importPeak < BUDGET_PEAK_MB,
      },
      duplicateSearch: {
        ...search,
        runs: searchShares,
        withinBudget: search.share <= DUPLICATES_BUDGET_SHARE,
      },
      update: {
        updateMs: updated.ms,
        ratioToImport: updateRatio,
        rowsPerSecond: updated.rows / (updated.ms / 1000),
        withinBudget: updateRatio <= UPDATE_BUDGET_RATIO,
      },
      export: {
        rawWriteMs: write.ms,
        exportMs: exported.ms,
        ratio: exportRatio,
        rowsPerSecond: exported.rows / (exported.ms / 1000),
        peakRssMb: exportPeak,
        rssQuartersMb: quarters(exported.rssSamplesMb),
        withinBudget: exportRatio <= BUDGET_RATIO,
      },
      categoryLists,
      runs,
    };
    await mkdir(path.join(PROJECT_ROOT, 'bench-results'), { recursive: true });
    await writeFile(
      path.join(PROJECT_ROOT, 'bench-results', 'import-export.json'),
      JSON.stringify(results, null, 2),
    );
    console.log('wrote bench-results/import-export.json');
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--task') {
  const [, , , name, file, databaseUrl] = process.argv;
  await runTask(z.enum(TASKS).parse(name), file!, databaseUrl!);
} else {
  await main();
}
