// The bench's throw-away PostgreSQL (dropped when the bench ends), loaded with N generated businesses.
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { createDatabaseIfMissing, PROJECT_ROOT } from '@/scripts/db/database-url';
import { embeddedUrl, startEmbeddedPostgres } from '@/scripts/db/embedded-postgres';
import { migrate } from '@/scripts/db/migrate';
import { freePort, runProcess } from './processes';

export async function startBenchDatabase() {
  const port = await freePort();
  const server = await startEmbeddedPostgres({
    dataDir: path.join(PROJECT_ROOT, '.data', `bench-${process.pid}-${port}`),
    port,
    persistent: false,
  });
  await createDatabaseIfMissing(server.url, 'bench');
  const url = embeddedUrl(port, 'bench');
  await migrate(url);
  return { url, stop: server.stop };
}

/** A database loaded earlier: migrated, checked to hold `size` businesses, never dropped. */
export async function existingBenchDatabase(url: string, size: number) {
  await migrate(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ total: number }>(
      "SELECT total FROM business_facets WHERE kind = 'all' AND key = ''",
    );
    const total = rows[0]?.total ?? 0;
    if (total !== size)
      throw new Error(`the database holds ${total} businesses, not --size ${size}`);
  } finally {
    await client.end();
  }
  return { url, stop: async () => {} };
}

/** The flags of a bench part that builds the app and loads it on a database loaded earlier. */
export const loadedDatabaseFlags = {
  'database-url': { type: 'string' },
  size: { type: 'string' },
  seconds: { type: 'string', default: '8' },
  'skip-build': { type: 'boolean', default: false },
} as const;

/** Their checks (the --seconds of a load run apart). */
export const loadedDatabaseOptions = {
  'database-url': z.string().url(),
  size: z.coerce.number().int().min(1000),
};

/** Such a database, checked, and the sample its URLs are built from. */
export async function loadedBenchData(options: { 'database-url': string; size: number }) {
  const database = await existingBenchDatabase(options['database-url'], options.size);
  return { url: database.url, data: await sampleData(database.url) };
}

/** Loads `count` generated businesses; returns the seconds it took. */
export function generateBusinesses(url: string, count: number) {
  return runProcess(
    'npx',
    ['tsx', 'scripts/generate-businesses.ts', '--count', String(count), '--replace'],
    { env: { DATABASE_URL: url } },
  );
}

/** How slow the machine is now: a fixed workload, ~60 ms on an idle core (bench/README.md). */
export async function calibrate(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await client.query('SELECT count(*) FROM generate_series(1, 1000000)');
      times.push(performance.now() - started);
    }
    return Math.min(...times);
  } finally {
    await client.end();
  }
}

/** Detail pages for measurePages, and more for the run paired with the bare page (measure-http.ts). */
export const DETAIL_SLUGS = 5000;
export const PAIRED_DETAIL_SLUGS = 2400;

/** URLs' raw material: real slugs, ids, towns and categories of the generated data. */
export async function sampleData(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const businesses = await client.query<{ slug: string; id: string }>(
      `SELECT slug, id FROM businesses TABLESAMPLE SYSTEM (5) LIMIT ${DETAIL_SLUGS + PAIRED_DETAIL_SLUGS}`,
    );
    const best = await client.query<{ slug: string }>(
      'SELECT slug FROM businesses ORDER BY rank_score DESC, id LIMIT 1',
    );
    const facets = async (kind: string, limit: number) =>
      (
        await client.query<{ key: string; label: string }>(
          'SELECT key, label FROM business_facets WHERE kind = $1 AND total > 0 ORDER BY total DESC, key LIMIT $2',
          [kind, limit],
        )
      ).rows;
    return {
      slugs: businesses.rows.map((row) => row.slug),
      ids: businesses.rows.map((row) => row.id),
      topSlug: best.rows[0]?.slug ?? businesses.rows[0]?.slug ?? '',
      cities: await facets('city', 500),
      categories: await facets('category', 700),
    };
  } finally {
    await client.end();
  }
}

export type SampleData = Awaited<ReturnType<typeof sampleData>>;
