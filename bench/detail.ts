// The detail page's rows (bench/README.md): `npm run bench:detail -- --database-url URL --size N [--seconds 8] [--skip-build] [--cpu-prof DIR] [--pages detail,search]`
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { startBareNextApp } from './lib/bare-next-app';
import { loadedBenchData, loadedDatabaseFlags, loadedDatabaseOptions } from './lib/database';
import { load } from './lib/http-load';
import { fetchBodyMarkup } from './lib/markup-tree';
import { measureBareCold, measureBareMarkupCold, measurePages } from './lib/measure-http';
import { buildApp, startApp } from './lib/next-server';
import { stopAll } from './lib/processes';
import { pageTargets } from './lib/targets';

const { values } = parseArgs({
  options: {
    ...loadedDatabaseFlags,
    'cpu-prof': { type: 'string' },
    'cold-only': { type: 'boolean', default: false },
    // Other page types of the bench (bench/lib/targets.ts), comma-separated.
    pages: { type: 'string', default: 'detail' },
  },
});
const options = z
  .object({ ...loadedDatabaseOptions, seconds: z.coerce.number().int().min(2).max(120) })
  .parse(values);

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

async function main() {
  const { data, ...database } = await loadedBenchData(options);
  if (!values['skip-build']) await buildApp(database.url);
  const profileDir = values['cpu-prof'] && path.resolve(values['cpu-prof']);
  const app = await startApp(
    database.url,
    {},
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const names = values.pages.split(',');
  const detail = pageTargets(data).filter((target) => names.includes(target.name));
  const bare = await startBareNextApp({
    markup: await fetchBodyMarkup(app.baseUrl + detail[0]!.warm),
  });
  try {
    if (values['cold-only']) {
      const cold = await load(app.baseUrl, detail[0]!.cold, {
        connections: 10,
        seconds: options.seconds,
      });
      console.log(JSON.stringify({ size: options.size, cold }, null, 2));
      return;
    }
    const { pages } = await measurePages(app.baseUrl, detail, { seconds: options.seconds });
    const bareCold = await measureBareCold(bare.baseUrl, { seconds: options.seconds });
    const markupCold = await measureBareMarkupCold(bare.baseUrl, { seconds: options.seconds });
    console.log(
      JSON.stringify({
        [`bare page with the ${names[0]} page's markup, cold, 10 connections`]: markupCold,
        markupVsBare: ratio(markupCold.requestsPerSecond, bareCold[10].requestsPerSecond),
      }),
    );
    const at = (page: (typeof pages)[number], c: 10 | 50) => ({
      warm: page.warm[c],
      static: page.staticBeside[c],
      cold: page.cold[c],
      bareCold: bareCold[c],
      warmVsStatic: ratio(page.warm[c].requestsPerSecond, page.staticBeside[c].requestsPerSecond),
      coldVsBare: ratio(page.cold[c].requestsPerSecond, bareCold[c].requestsPerSecond),
      coldP99VsBareP99: ratio(page.cold[c].p99Ms, bareCold[c].p99Ms),
    });
    for (const page of pages) {
      const figures = { size: options.size, page: page.name, 10: at(page, 10), 50: at(page, 50) };
      console.log(JSON.stringify(figures, null, 2));
    }
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
    await stopAll();
  }
}

main().catch(async (error) => {
  console.error(`[bench:detail] ${(error as Error).stack ?? error}`);
  await stopAll();
  process.exit(1);
});
