// Issue 31's load budget: 8 clients sending the worst-shaped public searches, each from a
// fresh point so no cache answers them, for 10 s; /about (a cached page) keeps p50 ≤ 250 ms
// beside them, and no answer is a 500. Builds the production app (its own folder,
// .next-bench) and starts it against the database of DATABASE_URL (the 1M one):
//   DATABASE_URL=… npm run bench:search-load [-- --skip-build] [--clients 8] [--seconds 10]
// Prints /about alone and under load, the searches' p50/p95 and their statuses.
import { parseArgs } from 'node:util';
import { percentile } from './lib/stats';
import { buildApp, startApp } from './lib/next-server';
import { onStop, stopAll } from './lib/processes';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
  },
});
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
/** /about requests timed alone, and the pause between the probe's requests under load. */
const ALONE = 40;
const PROBE_PAUSE_MS = 100;

// Around London (SW1A's centre), as in search-geo-timing.ts's worst group.
const LONDON = { lat: 51.50265, lng: -0.13111 };
const SHAPES = [
  'radiusKm=100&sort=distance&open=now',
  'radiusKm=100&search=best%20local%20services%20shop%20ltd%20restaurant%20cafe%20repair',
  'radiusKm=100&open=now&offset=980',
  'sort=rating&offset=5000',
];

/** Request n's search: the shapes in turn, each from a point no other request uses. */
function searchPath(n: number): string {
  // About 150 m apart east-west and 110 m north-south: more than the cache keys' rounding.
  const lat = (LONDON.lat + (n % 50) * 0.001).toFixed(5);
  const lng = (LONDON.lng + Math.floor(n / 50) * 0.0022).toFixed(5);
  return `/api/businesses?near=${lat},${lng}&${SHAPES[n % SHAPES.length]}`;
}

type Sample = { ms: number; status: number };

async function timed(url: string): Promise<Sample> {
  const started = performance.now();
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

const p = (samples: Sample[], q: number) => percentile(samples.map((s) => s.ms), q).toFixed(0);

function statuses(samples: Sample[]) {
  const count = (status: number) => samples.filter((s) => s.status === status).length;
  const other = samples.length - count(200) - count(503) - count(500);
  return `200: ${count(200)}, 503: ${count(503)}, 500: ${count(500)}, other: ${other}`;
}

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
  const about = `${app.baseUrl}/about`;
  await timed(about);

  const alone: Sample[] = [];
  for (let i = 0; i < ALONE; i++) alone.push(await timed(about));

  const searches: Sample[] = [];
  const underLoad: Sample[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  let next = 0;
  const client = async () => {
    while (Date.now() < deadline) searches.push(await timed(`${app.baseUrl}${searchPath(next++)}`));
  };
  const probe = async () => {
    while (Date.now() < deadline) {
      underLoad.push(await timed(about));
      await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
    }
  };
  await Promise.all([...Array.from({ length: CLIENTS }, client), probe()]);

  const rows = [
    ['/about alone', alone],
    [`/about, ${CLIENTS} clients searching`, underLoad],
    ['worst searches', searches],
  ] as const;
  console.log(`\n${CLIENTS} clients × ${SECONDS} s of worst-shaped searches, fresh points`);
  console.log('| what | requests | p50 ms | p95 ms | statuses |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [name, samples] of rows) {
    console.log(
      `| ${name} | ${samples.length} | ${p(samples, 50)} | ${p(samples, 95)} | ${statuses(samples)} |`,
    );
  }
  const aboutP50 = percentile(
    underLoad.map((s) => s.ms),
    50,
  );
  const errors = [...searches, ...underLoad].filter((s) => s.status >= 500 && s.status !== 503);
  const met = aboutP50 <= 250 && errors.length === 0;
  console.log(
    `[load] /about p50 under load ${aboutP50.toFixed(0)} ms (budget 250), ${errors.length} answers 5xx other than 503: ${met ? 'met' : 'NOT met'}`,
  );
  await stopAll();
  process.exit(met ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
