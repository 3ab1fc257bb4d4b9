// What special hours cost open-now search (bench/README.md): `npm run bench:special-hours -- --database-url <url> [--size 1000000] [--runs 7] [--entries N]`
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { Prisma } from '@/lib/generated/prisma/client';
import { median } from './lib/stats';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    size: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '7' },
    entries: { type: 'string', default: '10000' },
  },
});
const databaseUrl = z.string().min(1).parse(values['database-url']);
const runs = z.coerce.number().int().min(1).max(50).parse(values.runs);
const entries = z.coerce.number().int().min(1).max(1_000_000).parse(values.entries);

// lib/db connects on import, so the app's modules come after its URL is set.
process.env.DATABASE_URL = databaseUrl;
const [{ openAt }, { searchBusinesses }, { db }] = await Promise.all([
  import('@/lib/search/geo'),
  import('@/lib/search/search-businesses'),
  import('@/lib/db'),
]);

// A weekday afternoon, Christmas Day (a bank holiday everywhere), St Andrew's Day (Scotland's).
const MOMENTS = {
  'weekday 14:30': new Date('2026-11-24T14:30:00Z'),
  'Christmas Day 12:00': new Date('2026-12-25T12:00:00Z'),
  "St Andrew's Day 12:00": new Date('2026-11-30T12:00:00Z'),
};

const QUERIES = {
  'whole directory, first 20 by rank': (at: Date) =>
    Prisma.sql`SELECT id FROM businesses WHERE ${openAt(at)} ORDER BY rank_score DESC, id LIMIT 20`,
  'whole directory, count (every row tested)': (at: Date) =>
    Prisma.sql`SELECT count(*) FROM businesses WHERE ${openAt(at)}`,
  'London, first 20 by rank': (at: Date) =>
    Prisma.sql`SELECT id FROM businesses WHERE city_slug = 'london' AND ${openAt(at)}
      ORDER BY rank_score DESC, id LIMIT 20`,
  // As a search for the postcode area G (Glasgow) conditions it: Scotland (plan.ts scopeDivision).
  'postcode area G, first 20 by rank': (at: Date) =>
    Prisma.sql`SELECT id FROM businesses WHERE postcode_area = 'G' AND ${openAt(at, 'scotland')}
      ORDER BY rank_score DESC, id LIMIT 20`,
};

// The read behind `/api/businesses?open=now` and `/businesses?open=now` (their `at`), page 1.
const SEARCHES = {
  'whole directory': {},
  London: { location: 'London' },
  'postcode area G': { location: 'G' },
};

async function timeSearches() {
  const report: Record<string, Record<string, { medianMs: number; rows: number | string }>> = {};
  for (const [moment, at] of Object.entries(MOMENTS)) {
    report[moment] = {};
    for (const [name, where] of Object.entries(SEARCHES)) {
      const samples: number[] = [];
      let rows: number | string = 0;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        // A read past the public timeout is the HTTP 503 a visitor would get.
        rows = await searchBusinesses({ limit: 20, offset: 0, ...where, openAt: at.getTime() })
          .then((found) => found.businesses.length)
          .catch((error: Error) => `failed: ${error.name}`);
        samples.push(performance.now() - started);
      }
      report[moment][name] = { medianMs: Math.round(median(samples) * 10) / 10, rows };
    }
  }
  await db.$disconnect();
  return report;
}

async function time(client: pg.Client, sql: Prisma.Sql) {
  const samples: number[] = [];
  let rows = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const result = await client.query(sql.text, sql.values);
    samples.push(performance.now() - started);
    rows = result.rowCount ?? 0;
  }
  return { medianMs: Math.round(median(samples) * 10) / 10, rows };
}

async function timeAll(client: pg.Client) {
  const report: Record<string, Record<string, { medianMs: number; rows: number }>> = {};
  for (const [moment, at] of Object.entries(MOMENTS)) {
    report[moment] = {};
    for (const [name, query] of Object.entries(QUERIES))
      report[moment][name] = await time(client, query(at));
  }
  return report;
}

type Timings = Awaited<ReturnType<typeof timeAll>>;

async function writeDoc(
  none: Timings,
  withEntries: Timings,
  searches: Awaited<ReturnType<typeof timeSearches>>,
) {
  const rows = Object.entries(none).flatMap(([moment, queries]) =>
    Object.entries(queries).map(
      ([name, before]) =>
        `| ${moment} | ${name} | ${before.medianMs} | ${withEntries[moment]![name]!.medianMs} |`,
    ),
  );
  const section = [
    '<!-- bench:special-hours -->',
    '',
    `### Open-now SQL with special hours, ${Number(values.size).toLocaleString('en-GB')} businesses`,
    '',
    `\`npm run bench:special-hours\` on ${new Date().toISOString().slice(0, 10)}: median of ${runs} runs of the open-now condition of \`lib/search/geo.ts\` alone (no text or ranking tiers), in a rolled-back transaction; the second column adds ${entries.toLocaleString('en-GB')} special-hours entries on each of the days. Load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores at the end of the run (other work shares the host).`,
    '',
    `| moment | query | ms, no special hours | ms, ${entries.toLocaleString('en-GB')} entries a day |`,
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `The search read of \`/api/businesses?open=now\` and \`/businesses?open=now\` at that moment (\`searchBusinesses\` in-process, page 1 of 20, no special hours; median of ${runs}):`,
    '',
    '| moment | search | ms | results |',
    '| --- | --- | --- | --- |',
    ...Object.entries(searches).flatMap(([moment, queries]) =>
      Object.entries(queries).map(
        ([name, timing]) => `| ${moment} | ${name} | ${timing.medianMs} | ${timing.rows} |`,
      ),
    ),
    '',
    '<!-- /bench:special-hours -->',
  ].join('\n');
  const file = path.join(import.meta.dirname, '..', 'docs', 'performance.md');
  const doc = await readFile(file, 'utf8');
  const existing = /<!-- bench:special-hours -->[\s\S]*?<!-- \/bench:special-hours -->/;
  await writeFile(
    file,
    existing.test(doc) ? doc.replace(existing, section) : `${doc.trimEnd()}\n\n${section}\n`,
  );
}

async function timeSql() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ businesses: number; special: number }>(
      `SELECT (SELECT count(*) FROM businesses)::int AS businesses,
              (SELECT count(*) FROM special_hours)::int AS special`,
    );
    const none = await timeAll(client);
    for (const date of Object.values(MOMENTS).map((at) => at.toISOString().slice(0, 10)))
      await client.query(
        `INSERT INTO special_hours (business_id, first_date, last_date, intervals)
         SELECT id, $1::date, $1::date,
           CASE WHEN row_number() OVER () % 2 = 0 THEN '[]'::jsonb
                ELSE '[{"open":600,"close":840}]'::jsonb END
         FROM (SELECT id FROM businesses ORDER BY md5(id::text) LIMIT $2) AS sample`,
        [date, entries],
      );
    await client.query('ANALYZE special_hours');
    const withEntries = await timeAll(client);
    const at = MOMENTS['weekday 14:30'];
    const plan = await client.query(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${QUERIES['whole directory, count (every row tested)'](at).text}`,
      QUERIES['whole directory, count (every row tested)'](at).values,
    );
    return {
      businesses: rows[0]!.businesses,
      specialHoursBefore: rows[0]!.special,
      none,
      withEntries,
      plan: plan.rows.map((row) => row['QUERY PLAN']),
    };
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    await client.end();
  }
}

const { none, withEntries, ...sql } = await timeSql();
const searches = await timeSearches();
console.log(
  JSON.stringify(
    {
      size: values.size,
      runs,
      ...sql,
      noSpecialHours: none,
      [`${entries} entries per day`]: withEntries,
      searches,
    },
    null,
    2,
  ),
);
await writeDoc(none, withEntries, searches);
