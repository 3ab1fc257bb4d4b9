// Search time beside the naive ILIKE scan (bench/README.md): `DATABASE_URL=… node --conditions=react-server --import tsx bench/search-timing.ts <out.json> [runs]`
import { writeFile } from 'node:fs/promises';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { searchBusinesses } from '@/lib/search/search-businesses';
import { median, percentile } from './lib/stats';
import { SEARCH_QUERIES } from './search-queries';

const [outFile, runsArg] = process.argv.slice(2);
const RUNS = Number(runsArg ?? 7);
const SLOW_NAIVE_MS = 1000;

function naiveWhere(q: string, location: string): Prisma.BusinessWhereInput {
  const and: Prisma.BusinessWhereInput[] = [];
  if (q) {
    const contains = { contains: q, mode: 'insensitive' as const };
    and.push({
      OR: [
        { name: contains },
        { category: contains },
        { city: contains },
        { description: contains },
      ],
    });
  }
  if (location) {
    and.push({
      OR: [
        { city: { contains: location, mode: 'insensitive' } },
        { state: { contains: location, mode: 'insensitive' } },
        { zipCode: { startsWith: location, mode: 'insensitive' } },
      ],
    });
  }
  return { AND: and };
}

async function naiveSearch(q: string, location: string) {
  const where = naiveWhere(q, location);
  const [rows, count] = await Promise.all([
    db.business.findMany({ where, orderBy: [{ rankScore: 'desc' }, { id: 'asc' }], take: 20 }),
    db.business.count({ where }),
  ]);
  return { found: count, first: rows[0]?.name };
}

async function time<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function main() {
  // Each query once untimed: a fresh pool's first queries also load each backend's catalog caches.
  for (const query of SEARCH_QUERIES) await searchBusinesses({ ...query, limit: 20, offset: 0 });
  const queries = [];
  const naiveRuns = Math.max(2, Math.ceil(RUNS / 3));
  for (const query of SEARCH_QUERIES) {
    const ours: number[] = [];
    const naive: number[] = [];
    const run = () => searchBusinesses({ ...query, limit: 20, offset: 0 });
    const first = await run(); // warms the plan cache and the pages this query touches
    for (let i = 0; i < RUNS; i++) ours.push((await time(run)).ms);
    const { ms: naiveFirstMs, result: naiveFirst } = await time(() =>
      naiveSearch(query.q, query.location),
    );
    // The first scan warms the cache; one that takes seconds (a million rows) is timed once.
    if (naiveFirstMs >= SLOW_NAIVE_MS) naive.push(naiveFirstMs);
    else
      for (let i = 0; i < naiveRuns; i++)
        naive.push((await time(() => naiveSearch(query.q, query.location))).ms);
    queries.push({
      ...query,
      found: first.totalCount,
      capped: first.totalCountCapped,
      top: first.businesses[0]?.name ?? null,
      suggestion: first.suggestion ?? null,
      naiveFound: naiveFirst.found,
      ours,
      naive,
      oursMedianMs: median(ours),
      naiveMedianMs: median(naive),
    });
    console.error(
      `[search] ${JSON.stringify(query.q)} ${JSON.stringify(query.location)}: ${median(ours).toFixed(1)} ms (naive ${median(naive).toFixed(0)} ms)`,
    );
  }
  const all = queries.flatMap((q) => q.ours);
  const allNaive = queries.flatMap((q) => q.naive);
  const summary = {
    runsPerQuery: RUNS,
    naiveRunsPerQuery: naiveRuns,
    p50Ms: percentile(all, 50),
    p95Ms: percentile(all, 95),
    naiveP50Ms: percentile(allNaive, 50),
    naiveP95Ms: percentile(allNaive, 95),
    queries,
  };
  await writeFile(outFile!, JSON.stringify(summary, null, 2));
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
