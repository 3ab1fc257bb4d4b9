// The benchmark (bench/README.md): `npm run bench [-- --size 100000|1000000] [--seconds 8] [--skip-build] [--skip-lighthouse] [--skip-import-export] [--skip-scale-out] [--skip-docs] [--database-url URL]`
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PROJECT_ROOT } from '@/scripts/db/database-url';
import { startBareNextApp } from './lib/bare-next-app';
import { importExport, runLighthouse, timeGeoSearches, timeSearches } from './lib/children';
import {
  calibrate,
  existingBenchDatabase,
  generateBusinesses,
  sampleData,
  startBenchDatabase,
} from './lib/database';
import {
  measureApi,
  measureBareCold,
  measureColdBesideBare,
  measureFirstLoadJs,
  measureNotModified,
  measureListP95,
  measurePages,
  measureSitemap,
} from './lib/measure-http';
import { bareNextScripts, buildApp, draftModeCookie, startApp } from './lib/next-server';
import { onStop, stopAll } from './lib/processes';
import { updatePerformanceDoc } from './lib/performance-doc';
import { budgets, markdown, type BenchResults } from './lib/report';
import { measureScaleOut } from './lib/scale-out';
import { measureSearchLoad } from './lib/search-load';
import { weighPages } from './lib/page-weight';
import { apiTargets, pageTargets, pairedColdDetailUrls, weightTargets } from './lib/targets';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-import-export': { type: 'boolean', default: false },
    'skip-docs': { type: 'boolean', default: false },
    'skip-scale-out': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
});
const options = z
  .object({
    size: z.coerce.number().int().min(1000).max(5_000_000),
    seconds: z.coerce.number().int().min(2).max(120),
  })
  .parse(values);

async function main() {
  const started = performance.now();
  const loadBefore = os.loadavg();
  const given = values['database-url'];
  const database = given
    ? await existingBenchDatabase(given, options.size)
    : await startBenchDatabase();
  const stopDatabase = onStop(database.stop);
  try {
    const count = options.size.toLocaleString('en-GB');
    console.error(
      given
        ? `[bench] on ${count} businesses loaded earlier`
        : `[bench] loading ${count} businesses`,
    );
    const generateSeconds = given ? null : await generateBusinesses(database.url, options.size);
    const calibrationMs = await calibrate(database.url);
    const data = await sampleData(database.url);

    console.error('[bench] search timing (in-process)');
    const search = await timeSearches(database.url, options.size >= 1_000_000 ? 5 : 7);
    console.error('[bench] radius search, filters and sorts (in-process)');
    const geoSearch = await timeGeoSearches(database.url, options.size >= 1_000_000 ? 5 : 7);

    const buildSeconds = values['skip-build'] ? null : await buildApp(database.url);
    const app = await startApp(database.url);
    const bareApp = await startBareNextApp();
    let results: Omit<BenchResults, 'importExport' | 'machine'> & { calibrationMs: number };
    try {
      const cookie = draftModeCookie();
      const targets = pageTargets(data);
      const pages = await measurePages(app.baseUrl, targets, { seconds: options.seconds });
      const bareCold = await measureBareCold(bareApp.baseUrl, { seconds: options.seconds });
      const coldBesideBare = await measureColdBesideBare(
        app.baseUrl,
        pairedColdDetailUrls(data),
        bareApp.baseUrl,
        { seconds: options.seconds },
      );
      const listP95 = await measureListP95(app.baseUrl, targets, cookie);
      const api = await measureApi(app.baseUrl, apiTargets(data));
      const sitemap = await measureSitemap(app.baseUrl);
      const detail = targets.find((target) => target.name === 'detail');
      const notModified = detail
        ? await measureNotModified(app.baseUrl, detail.warm, { seconds: options.seconds })
        : undefined;
      const searchLoad = await measureSearchLoad(app.baseUrl);
      const auditPages = targets
        .filter((t) => t.name !== 'search')
        .map((t) => ({ name: t.name, path: t.warm }));
      const firstLoadJs = await measureFirstLoadJs(app.baseUrl, auditPages, bareNextScripts());
      const pageWeights = await weighPages(app.baseUrl, weightTargets(data));
      const lighthouse = values['skip-lighthouse']
        ? null
        : await runLighthouse(
            app.baseUrl,
            auditPages.map((page) => page.path),
            bareApp.baseUrl,
          );
      results = {
        size: options.size,
        date: new Date().toISOString(),
        calibrationMs,
        setup: { generateSeconds, buildSeconds },
        pages,
        bareCold,
        coldBesideBare,
        listP95,
        api,
        search,
        geoSearch,
        searchLoad,
        sitemap,
        notModified,
        firstLoadJs,
        lighthouse,
        pageWeights,
      };
    } finally {
      await Promise.all([app.stop(), bareApp.stop()]);
    }
    const scaleOut = values['skip-scale-out']
      ? null
      : await measureScaleOut(database.url, data, { seconds: options.seconds });
    await stopDatabase();
    const ie = await importExport(Math.min(options.size, 100_000), !values['skip-import-export']);
    const { calibrationMs: calibration, ...rest } = results;
    const final: BenchResults = {
      ...rest,
      machine: {
        cpus: os.cpus().length,
        loadBefore,
        loadAfter: os.loadavg(),
        calibrationMs: calibration,
      },
      importExport: ie,
      scaleOut,
    };
    const report = markdown(final);
    console.log(`\n${report}\n`);
    const dir = path.join(PROJECT_ROOT, 'bench-results');
    await mkdir(dir, { recursive: true });
    const base = path.join(dir, `bench-${options.size}`);
    await writeFile(`${base}.json`, JSON.stringify({ ...final, budgets: budgets(final) }, null, 2));
    await writeFile(`${base}.md`, `${report}\n`);
    if (!values['skip-docs'])
      await updatePerformanceDoc(path.join(PROJECT_ROOT, 'docs', 'performance.md'), final);
    console.error(
      `[bench] wrote ${path.relative(PROJECT_ROOT, base)}.json/.md in ${Math.round((performance.now() - started) / 1000)} s`,
    );
  } finally {
    await stopAll();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`[bench] ${signal}: stopping everything the bench started`);
    void stopAll().finally(() => process.exit(130));
  });
}

main().catch(async (error) => {
  console.error(`[bench] ${(error as Error).stack ?? error}`);
  await stopAll();
  process.exit(1);
});
