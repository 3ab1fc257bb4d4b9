// Issue 47's budgets alone (bench/README.md): `npm run bench:render -- --database-url URL --size N [--seconds 8] [--skip-build] [--skip-lighthouse] [--skip-docs]`
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PROJECT_ROOT } from '@/scripts/db/database-url';
import { startBareNextApp } from './lib/bare-next-app';
import { runLighthouse } from './lib/children';
import { loadedBenchData, loadedDatabaseFlags, loadedDatabaseOptions } from './lib/database';
import { fetchBodyMarkup } from './lib/markup-tree';
import { measureBareMarkupCold, measureColdBesideBare, measureListP95 } from './lib/measure-http';
import { buildApp, draftModeCookie, startApp } from './lib/next-server';
import { weighPages } from './lib/page-weight';
import { updateRenderDoc } from './lib/performance-doc';
import { stopAll } from './lib/processes';
import { renderBudgets, weightTable, type RenderResults } from './lib/render-budgets';
import { pageTargets, pairedColdDetailUrls, weightTargets } from './lib/targets';

const { values } = parseArgs({
  options: {
    ...loadedDatabaseFlags,
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-docs': { type: 'boolean', default: false },
  },
});
const options = z
  .object({ ...loadedDatabaseOptions, seconds: z.coerce.number().int().min(2).max(120) })
  .parse(values);

const AUDITED = ['home', 'browse', 'category', 'city', 'detail'];

async function main() {
  const { data, ...database } = await loadedBenchData(options);
  if (!values['skip-build']) await buildApp(database.url);
  const app = await startApp(database.url);
  const targets = pageTargets(data);
  const detail = targets.find((t) => t.name === 'detail')!;
  const bare = await startBareNextApp({ markup: await fetchBodyMarkup(app.baseUrl + detail.warm) });
  let results: RenderResults;
  try {
    const seconds = options.seconds;
    const coldBesideBare = await measureColdBesideBare(
      app.baseUrl,
      pairedColdDetailUrls(data),
      bare.baseUrl,
      { seconds },
    );
    const bareMarkupCold = await measureBareMarkupCold(bare.baseUrl, { seconds });
    const listP95 = await measureListP95(app.baseUrl, targets, draftModeCookie());
    const pageWeights = await weighPages(app.baseUrl, weightTargets(data));
    const lighthouse = values['skip-lighthouse']
      ? null
      : await runLighthouse(
          app.baseUrl,
          targets.filter((t) => AUDITED.includes(t.name)).map((t) => t.warm),
          bare.baseUrl,
        );
    results = {
      size: options.size,
      date: new Date().toISOString(),
      coldBesideBare,
      bareMarkupCold,
      listP95,
      pageWeights,
      lighthouse,
    };
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
  console.log(`\n## Cold renders — ${options.size.toLocaleString('en-GB')} businesses\n`);
  for (const row of weightTable(results.pageWeights ?? [])) console.log(row);
  console.log('\n| Budget | Target | Measured | |\n|---|---|---|---|');
  for (const b of renderBudgets(results))
    console.log(`| ${b.budget} | ${b.target} | ${b.measured} | ${b.met ? 'met' : '**not met**'} |`);
  const dir = path.join(PROJECT_ROOT, 'bench-results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, `render-${options.size}.json`),
    JSON.stringify({ ...results, budgets: renderBudgets(results) }, null, 2),
  );
  if (!values['skip-docs'])
    await updateRenderDoc(
      path.join(PROJECT_ROOT, 'docs', 'performance.md'),
      results,
      `npm run bench:render -- --size ${options.size}${values['skip-lighthouse'] ? ' --skip-lighthouse' : ''}`,
    );
}

main()
  .catch((error) => {
    console.error(`[bench:render] ${(error as Error).stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(stopAll);
