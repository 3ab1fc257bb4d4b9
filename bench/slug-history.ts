// Former URLs at scale (bench/README.md): `npm run bench:slug-history [-- --size 1000000] [--skip-build]`
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { FORMER_SLUG_SQL } from '@/lib/urls/former-slugs';
import { startBenchDatabase } from './lib/database';
import { buildApp, startApp } from './lib/next-server';
import { onStop, stopAll } from './lib/processes';
import { percentile } from './lib/stats';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const size = z.coerce.number().int().min(1000).max(5_000_000).parse(values.size);
const SAMPLES = 2000;
const BATCH = 100_000;

const seconds = (started: number) => Math.round((performance.now() - started) / 100) / 10;
const summary = (times: number[]) => ({
  p50Ms: round(percentile(times, 50)),
  p95Ms: round(percentile(times, 95)),
  p99Ms: round(percentile(times, 99)),
  maxMs: round(Math.max(...times)),
});
const round = (value: number) => Math.round(value * 100) / 100;

/** `size` businesses with only the required columns, then each renamed once (via the trigger). */
async function load(client: pg.Client) {
  let started = performance.now();
  for (let from = 1; from <= size; from += BATCH) {
    await client.query(
      `INSERT INTO businesses (name, slug, category, category_slug, category_group, place_id)
       SELECT 'Business ' || i, 'business-' || i || '-chij' || md5(i::text)::varchar(7),
              'Plumber', 'plumber', 'home-services', 'place-' || i
       FROM generate_series($1::int, $2::int) AS i`,
      [from, Math.min(from + BATCH - 1, size)],
    );
  }
  const insertSeconds = seconds(started);
  started = performance.now();
  // New slugs in batches, as an update import writes them; the name stays (no search re-index).
  for (let from = 1; from <= size; from += BATCH) {
    await client.query(
      `UPDATE businesses SET slug = slug || '-renamed'
       WHERE place_id = ANY (SELECT 'place-' || i FROM generate_series($1::int, $2::int) AS i)`,
      [from, Math.min(from + BATCH - 1, size)],
    );
  }
  const renameSeconds = seconds(started);
  await client.query('ANALYZE businesses, slug_history, gone_slugs');
  return { insertSeconds, renameSeconds };
}

/** The slug business `i` had before its rename (the INSERT's expression, in Node). */
const formerSlug = (i: number) =>
  `business-${i}-chij${createHash('md5').update(String(i)).digest('hex').slice(0, 7)}`;

async function main() {
  const database = await startBenchDatabase();
  onStop(database.stop);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    console.error(
      `[slug-history] loading ${size.toLocaleString('en-GB')} businesses and renaming each`,
    );
    const setup = await load(client);
    const counts = (
      await client.query<{ history: string; businesses: string }>(
        'SELECT (SELECT count(*) FROM slug_history) AS history, (SELECT count(*) FROM businesses) AS businesses',
      )
    ).rows[0]!;

    const picks = Array.from({ length: SAMPLES }, () => 1 + Math.floor(Math.random() * size));
    const slugs = picks.map(formerSlug);

    // The lookup the detail page runs for a slug that is not current.
    const lookup: number[] = [];
    for (const slug of slugs) {
      const started = performance.now();
      const { rows } = await client.query(FORMER_SLUG_SQL, [slug]);
      lookup.push(performance.now() - started);
      if (!rows[0]?.current) throw new Error(`no current slug for ${slug}`);
    }

    // GET /details/{former} on the production server: the page's 308, one Location.
    if (!values['skip-build']) await buildApp(database.url);
    const app = await startApp(database.url);
    const http: number[] = [];
    try {
      for (const slug of slugs.slice(0, 500)) {
        const begun = performance.now();
        const response = await fetch(`${app.baseUrl}/details/${slug}`, { redirect: 'manual' });
        await response.arrayBuffer();
        http.push(performance.now() - begun);
        const location = response.headers.get('location') ?? '';
        if (response.status !== 308 || !/^\/details\/[^,]+-renamed$/.test(location))
          throw new Error(`GET /details/${slug}: ${response.status} to ${location}`);
      }
    } finally {
      await app.stop();
    }

    // Delete-all at this size: its TRUNCATE now first copies every slug into gone_slugs.
    const started = performance.now();
    await client.query('TRUNCATE businesses, imports');
    const deleteAllSeconds = seconds(started);
    const gone = (await client.query<{ n: string }>('SELECT count(*) AS n FROM gone_slugs'))
      .rows[0]!;

    const report = {
      size,
      businesses: Number(counts.businesses),
      historyRows: Number(counts.history),
      setup,
      lookupQuery: { samples: lookup.length, ...summary(lookup) },
      redirectHttp: { samples: http.length, ...summary(http) },
      deleteAll: { seconds: deleteAllSeconds, goneRows: Number(gone.n) },
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await client.end();
    await stopAll();
  }
}

main().catch(async (error) => {
  console.error(`[slug-history] ${(error as Error).stack ?? error}`);
  await stopAll();
  process.exit(1);
});
