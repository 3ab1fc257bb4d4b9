// Issue 46's replica budget (bench/README.md): `npm run bench:replicas [-- --size 1000000] [--seconds 10] [--rounds 2] [--skip-build] [--pair-dir DIR --ports PRIMARY,REPLICA] [--skip-docs]`
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabaseIfMissing, PROJECT_ROOT } from '@/scripts/db/database-url';
import { migrate } from '@/scripts/db/migrate';
import { replicaPairAt, startReplicaPair, type ReplicaPair } from '@/scripts/db/replica-pair';
import { existingBenchDatabase, generateBusinesses } from './lib/database';
import { buildApp, startApp } from './lib/next-server';
import { freePort, onStop, stopAll } from './lib/processes';
import { measureSearchLoad, type SearchLoad } from './lib/search-load';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    'skip-build': { type: 'boolean', default: false },
    'skip-docs': { type: 'boolean', default: false },
    'pair-dir': { type: 'string' },
    ports: { type: 'string' },
  },
});
const size = Number(values.size);
const DATABASE = 'directory';

async function pair(): Promise<{ servers: ReplicaPair; kept: boolean }> {
  if (values['pair-dir'] && values.ports) {
    const [primary, replica] = values.ports.split(',').map(Number) as [number, number];
    return {
      servers: replicaPairAt({ dir: values['pair-dir'], ports: { primary, replica } }),
      kept: true,
    };
  }
  const place = {
    dir: path.join(tmpdir(), `bench-replicas-${process.pid}`),
    ports: { primary: await freePort(), replica: await freePort() },
  };
  return { servers: startReplicaPair(place), kept: false };
}

// The router's own checks are not public reads.
const COUNTED = `SELECT coalesce(sum(calls), 0)::bigint AS calls FROM pg_stat_statements s
  JOIN pg_database d ON d.oid = s.dbid
  WHERE d.datname = current_database() AND s.query NOT ILIKE '%wal_lsn%'
    AND s.query NOT ILIKE '%pg_stat_statements%'`;

type Run = { setup: string; load: SearchLoad; primary: number; replica: number };

async function measure(
  servers: ReplicaPair,
  setup: string,
  env: Record<string, string>,
  firstRequest: number,
): Promise<Run> {
  const app = await startApp(servers.url('primary', DATABASE), env);
  try {
    if (env.DATABASE_READ_URLS) await replicaUp(app.baseUrl);
    const count = async (server: 'primary' | 'replica') =>
      Number((await servers.query<{ calls: string }>(server, COUNTED, DATABASE))[0]!.calls);
    for (const server of ['primary', 'replica'] as const)
      await servers.query(server, 'SELECT pg_stat_statements_reset()', DATABASE);
    const load = await measureSearchLoad(app.baseUrl, {
      clients: 8,
      seconds: Number(values.seconds),
      firstRequest,
    });
    const run = { setup, load, primary: await count('primary'), replica: await count('replica') };
    console.error(
      `[replicas] ${setup}: p95 ${load.searches.p95Ms.toFixed(0)} ms, queries primary ${run.primary} / replica ${run.replica}`,
    );
    return run;
  } finally {
    await app.stop();
  }
}

async function replicaUp(baseUrl: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const health = await (await fetch(`${baseUrl}/api/health`)).json();
    if (health.replicas?.[0]?.state === 'up') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the replica did not come up for the app');
}

const share = (run: Run) => run.primary / Math.max(1, run.primary + run.replica);
const mean = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0) / numbers.length;

function section(runs: Run[]) {
  const alone = runs.filter((run) => run.setup === 'primary alone');
  const withReplica = runs.filter((run) => run.setup !== 'primary alone');
  const p95 = (list: Run[]) => mean(list.map((run) => run.load.searches.p95Ms));
  const worstShare = Math.max(...withReplica.map(share));
  const slower = p95(withReplica) / p95(alone) - 1;
  const row = (run: Run) =>
    `| ${run.setup} | ${run.load.searches.requests} | ${run.load.searches.p50Ms.toFixed(0)} | ${run.load.searches.p95Ms.toFixed(0)} | ${run.load.searches.statuses.busy} | ${run.load.searches.statuses.error500 + run.load.searches.statuses.other} | ${run.primary} | ${run.replica} | ${(100 * share(run)).toFixed(1)} % |`;
  return [
    '<!-- bench:replicas -->',
    '',
    `### Read replicas, ${size.toLocaleString('en-GB')} businesses`,
    '',
    `\`npm run bench:replicas\` on ${new Date().toISOString().slice(0, 10)}: 8 clients × ${values.seconds} s of cold worst-shaped searches per run, in the order shown; queries counted with \`pg_stat_statements\` on each server (the router's checks left out).`,
    '',
    '| setup | searches | p50 ms | p95 ms | 503 | 500/other | primary queries | replica queries | primary share |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(row),
    '',
    `- Primary's share of public read queries with the replica: ${(100 * worstShare).toFixed(1)} % at most (budget < 10 %: ${worstShare < 0.1 ? 'met' : 'NOT met'}).`,
    `- Search p95 with the replica vs primary alone (mean of the runs): ${p95(withReplica).toFixed(0)} vs ${p95(alone).toFixed(0)} ms, ${slower >= 0 ? '+' : ''}${(100 * slower).toFixed(1)} % (budget within 10 %: ${slower <= 0.1 ? 'met' : 'NOT met'}). Both servers share this machine's 2 cores with the app and the load.`,
    '',
    '<!-- /bench:replicas -->',
  ].join('\n');
}

async function writeDoc(text: string) {
  const file = path.join(PROJECT_ROOT, 'docs', 'performance.md');
  const doc = await readFile(file, 'utf8');
  const existing = /<!-- bench:replicas -->[\s\S]*?<!-- \/bench:replicas -->/;
  await writeFile(
    file,
    existing.test(doc) ? doc.replace(existing, text) : `${doc.trimEnd()}\n\n${text}\n`,
  );
}

async function main() {
  onStop(stopAll);
  const { servers, kept } = await pair();
  if (!kept) onStop(async () => servers.remove());
  const url = servers.url('primary', DATABASE);
  if (kept) await existingBenchDatabase(url, size);
  else {
    await createDatabaseIfMissing(servers.url('primary'), DATABASE);
    await migrate(url);
    await generateBusinesses(url, size);
  }
  await servers.query('primary', 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements', DATABASE);
  if (!values['skip-build']) await buildApp(url);
  const replicaEnv = { DATABASE_READ_URLS: servers.url('replica', DATABASE) };
  const runs: Run[] = [];
  // Fresh points each run, so none finds another's answers cached; alternating order, so load drift
  // weighs on both setups alike.
  for (let round = 0; round < Number(values.rounds); round++) {
    const pair = [
      { setup: 'primary alone', env: {} },
      { setup: 'one replica', env: replicaEnv },
    ];
    if (round % 2) pair.reverse();
    for (const [i, { setup, env }] of pair.entries())
      runs.push(await measure(servers, setup, env, 4_000 * round + 2_000 * i));
  }
  const text = section(runs);
  console.log(`\n${text}\n`);
  if (!values['skip-docs']) await writeDoc(text);
  await stopAll();
  if (!kept) servers.remove();
}

main().catch(async (error) => {
  console.error(`[replicas] ${(error as Error).stack ?? error}`);
  await stopAll();
  process.exit(1);
});
