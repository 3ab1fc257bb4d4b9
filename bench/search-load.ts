// Issue 31's load budget (bench/README.md): `DATABASE_URL=… npm run bench:search-load [-- --skip-build] [--clients 8] [--seconds 10]`
import { parseArgs } from 'node:util';
import { buildApp, startApp } from './lib/next-server';
import { onStop, stopAll } from './lib/processes';
import { measureSearchLoad, searchLoadMet, searchLoadTable } from './lib/search-load';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
  },
});

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set (run through scripts/with-db.ts)');
  onStop(stopAll);
  if (!values['skip-build']) {
    console.log('[load] next build …');
    await buildApp(databaseUrl);
  }
  const app = await startApp(databaseUrl);
  onStop(app.stop);
  const result = await measureSearchLoad(app.baseUrl, {
    clients: Number(values.clients),
    seconds: Number(values.seconds),
  });
  const met = searchLoadMet(result);
  console.log(`\n${searchLoadTable(result)}`);
  console.log(`[load] budget (/about p50 ≤ 250 ms, no 500): ${met ? 'met' : 'NOT met'}`);
  await stopAll();
  process.exit(met ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
