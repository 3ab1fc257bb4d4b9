// Category-filtered search time (bench/README.md): `DATABASE_URL=… node --conditions=react-server --import tsx bench/search-category-timing.ts [out.json] [runs]`
import { writeFile } from 'node:fs/promises';
import { db } from '@/lib/db';
import { searchBusinesses, type BusinessQuery } from '@/lib/search/search-businesses';
import { median, percentile } from './lib/stats';

const [outFile, runsArg] = process.argv.slice(2);
const RUNS = Number(runsArg ?? 9);
const WEEKDAY_AFTERNOON = Date.parse('2026-11-24T14:30:00Z');

type Case = { name: string; query: Omit<BusinessQuery, 'limit'> };

function casesFor(big: string, mid: string): Case[] {
  return [
    { name: `${big}, page 1`, query: { category: big, offset: 0 } },
    { name: `${big}, offset 980`, query: { category: big, offset: 980 } },
    { name: `${mid}, page 1`, query: { category: mid, offset: 0 } },
    { name: `${mid}, offset 400`, query: { category: mid, offset: 400 } },
    { name: `${mid} in London`, query: { category: mid, location: 'London', offset: 0 } },
    {
      name: `${mid} in Kent`,
      query: { category: mid, location: 'Kent', offset: 0 },
    },
    { name: `${big} + "family"`, query: { category: big, q: 'family', offset: 0 } },
    { name: `${mid} + "london"`, query: { category: mid, q: 'london', offset: 0 } },
    { name: `${mid}, open now`, query: { category: mid, openAt: WEEKDAY_AFTERNOON, offset: 0 } },
    { name: `${mid} by rating`, query: { category: mid, sort: 'rating', offset: 0 } },
  ];
}

async function time<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function main() {
  // The biggest category and one of about a tenth of its size, by their facet counts.
  const facets = await db.businessFacet.findMany({
    where: { kind: 'category', total: { gt: 0 } },
    orderBy: [{ total: 'desc' }, { key: 'asc' }],
    select: { key: true, total: true },
  });
  const big = facets[0]!;
  const mid = facets.find((facet) => facet.total <= big.total / 8) ?? facets.at(-1)!;
  const cases = casesFor(big.key, mid.key);
  for (const { query } of cases) await searchBusinesses({ ...query, limit: 20 });
  const results = [];
  for (const { name, query } of cases) {
    const run = () => searchBusinesses({ ...query, limit: 20 });
    const first = await run();
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) ms.push((await time(run)).ms);
    const entry = {
      name,
      found: first.totalCount,
      capped: first.totalCountCapped,
      listed: first.businesses.length,
      medianMs: median(ms),
      p95Ms: percentile(ms, 95),
    };
    results.push(entry);
    console.error(
      `[category] ${name}: p50 ${entry.medianMs.toFixed(1)} ms, p95 ${entry.p95Ms.toFixed(1)} ms, ${entry.found}${entry.capped ? '+' : ''} found, ${entry.listed} on the page`,
    );
  }
  const all = results.flatMap((r) => [r.medianMs]);
  console.error(
    `[category] p50 of medians ${median(all).toFixed(1)} ms, worst median ${Math.max(...all).toFixed(1)} ms`,
  );
  if (outFile) await writeFile(outFile, JSON.stringify({ runsPerQuery: RUNS, results }, null, 2));
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
