// The Coverage tab at scale (bench/README.md): `npm run bench:coverage [-- --size N] [--database-url URL]`
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { existingBenchDatabase, startBenchDatabase } from './lib/database';
import { onStop, runProcess, stopAll } from './lib/processes';
import { percentile } from './lib/stats';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '7' },
    'database-url': { type: 'string' },
  },
});
const size = z.coerce.number().int().min(1000).max(5_000_000).parse(values.size);
const runs = z.coerce.number().int().min(1).max(100).parse(values.runs);
const BUDGET_MS = 500;

const round = (value: number) => Math.round(value * 10) / 10;

async function timed(runs: number, read: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return { p50Ms: round(percentile(times, 50)), maxMs: round(Math.max(...times)) };
}

async function load(url: string) {
  const started = performance.now();
  await runProcess('npx', ['tsx', 'scripts/generate-businesses.ts', '--count', String(size)], {
    env: { DATABASE_URL: url },
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Some rows last confirmed long ago, some numbers stored as written: every figure non-zero.
    await client.query(`UPDATE businesses SET checked_at = now() - interval '200 days'
      WHERE id IN (SELECT id FROM businesses TABLESAMPLE SYSTEM (5))`);
    await client.query(`UPDATE businesses SET phone = 'ask at the bar'
      WHERE id IN (SELECT id FROM businesses TABLESAMPLE SYSTEM (1))`);
    await client.query('VACUUM (ANALYZE) businesses, coverage_cells, coverage_checked_days');
    return { loadSeconds: round((performance.now() - started) / 1000) };
  } finally {
    await client.end();
  }
}

/** The detail page's chain column (lib/data/chains) over the largest brand, a fresh slug each, against sorting its whole chain. */
async function timeChain(db: (typeof import('@/lib/db'))['db']) {
  const [brand] = await db.$queryRawUnsafe<{ domain: string; locations: number }[]>(
    'SELECT domain, locations FROM brands ORDER BY locations DESC LIMIT 1',
  );
  if (!brand || brand.locations < 2) return null;
  const members = await db.$queryRawUnsafe<{ slug: string }[]>(
    `SELECT slug FROM businesses WHERE brand_domain = $1
     AND business_status <> 'CLOSED_PERMANENTLY' ORDER BY id LIMIT ${2 * runs}`,
    brand.domain,
  );
  const { CHAIN_COLUMN } = await import('@/lib/data/chains');
  const { Prisma } = await import('@/lib/generated/prisma/client');
  let next = 0;
  const read = await timed(runs, () =>
    db.$queryRaw(
      Prisma.sql`SELECT ${CHAIN_COLUMN} FROM businesses b WHERE b.slug = ${members[next++]!.slug}`,
    ),
  );
  const wholeChain = await timed(runs, () =>
    db.$queryRawUnsafe(
      `WITH me AS (SELECT id, brand_domain, earth FROM businesses WHERE slug = $1)
       SELECT (SELECT count(*) FROM businesses c WHERE c.brand_domain = me.brand_domain
                 AND c.business_status <> 'CLOSED_PERMANENTLY'),
         (SELECT json_agg(n) FROM (SELECT o.slug, row_number() OVER (
             ORDER BY o.earth <-> me.earth, o.rank_score DESC, o.id) AS ord
           FROM businesses o WHERE o.brand_domain = me.brand_domain AND o.id <> me.id
             AND o.business_status <> 'CLOSED_PERMANENTLY' ORDER BY ord LIMIT 5) n)
       FROM me`,
      members[next++]!.slug,
    ),
  );
  return { brand: brand.domain, locations: brand.locations, read, wholeChain };
}

async function main() {
  const given = values['database-url'];
  const database = given ? await existingBenchDatabase(given, size) : await startBenchDatabase();
  onStop(database.stop);
  console.error(
    `[coverage] ${given ? 'measuring' : 'loading'} ${size.toLocaleString('en-GB')} businesses`,
  );
  const setup = given ? { loadSeconds: 0 } : await load(database.url);
  // lib/env reads DATABASE_URL when first imported.
  process.env.DATABASE_URL = database.url;
  const { getCoverage, listCoverageGaps } = await import('@/lib/quality/coverage');
  const { db } = await import('@/lib/db');
  const cells = await db.coverageCell.count();
  const town = (await getCoverage()).rows[0]?.city?.slice(0, 4) ?? 'a';

  await getCoverage(); // warm the pool and the plan cache
  const tab = await timed(runs, () => getCoverage());
  const laterPage = await timed(runs, () => getCoverage({ page: 5 }));
  const townFilter = await timed(runs, () => getCoverage({ town }));
  const gaps = await timed(Math.min(runs, 3), () => listCoverageGaps());
  const scan = await timed(Math.min(runs, 3), () =>
    db.$queryRawUnsafe(`SELECT coalesce(city_slug, '') AS city, category_group, count(*),
      count(*) FILTER (WHERE phone IS NOT NULL), count(*) FILTER (WHERE website IS NOT NULL),
      count(*) FILTER (WHERE opening_hours IS NOT NULL), count(*) FILTER (WHERE latitude IS NOT NULL)
      FROM businesses GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 50`),
  );
  const chain = await timeChain(db);
  await db.$disconnect();
  const worst = Math.max(tab.maxMs, laterPage.maxMs, townFilter.maxMs);
  console.log(
    JSON.stringify(
      {
        size,
        ...setup,
        coverageCells: cells,
        tab,
        laterPage,
        townFilter: { town, ...townFilter },
        gapsCsv: gaps,
        scanPerRequest: scan,
        tabVsScan: Math.round((tab.p50Ms / scan.p50Ms) * 1000) / 1000,
        chain,
        budgetMs: BUDGET_MS,
        withinBudget: worst <= BUDGET_MS,
      },
      null,
      2,
    ),
  );
  if (worst > BUDGET_MS) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
