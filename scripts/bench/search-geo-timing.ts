// Server-side time of radius searches, filters and sorts (issue 25), in-process against the
// bench database, beside the naive scan that computes every business's distance. Run by
// scripts/bench/index.ts, or alone against a loaded database:
//   DATABASE_URL=… node --conditions=react-server --import tsx scripts/bench/search-geo-timing.ts <out.json> [runs]
import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { db } from '@/lib/db';
import { searchBusinesses, type BusinessQuery } from '@/lib/search/search-businesses';
import { median, percentile } from './lib/stats';

const [outFile, runsArg] = process.argv.slice(2);
const RUNS = Number(runsArg ?? 7);

type Case = {
  name: string;
  group: 'radius' | 'filters';
  query: Omit<BusinessQuery, 'limit' | 'offset'>;
};

// Westminster (SW1A) and Aylesbury (HP20) district centres (data/uk-geo/outcodes.csv).
const LONDON = { lat: 51.50265, lng: -0.13111 };
const SMALL_TOWN = { lat: 51.81898, lng: -0.80295 };
// "open now" at a fixed weekday afternoon, so that runs compare.
const WEEKDAY_AFTERNOON = Date.parse('2026-11-24T14:30:00Z');

const CASES: Case[] = [
  { name: 'district SE25 (London, 10 km)', group: 'radius', query: { location: 'SE25' } },
  { name: 'postcode SE25 0SN (London, 10 km)', group: 'radius', query: { location: 'SE25 0SN' } },
  { name: 'district HP20 (small town, 10 km)', group: 'radius', query: { location: 'HP20' } },
  { name: 'near me, London, 5 km', group: 'radius', query: { near: LONDON, radiusKm: 5 } },
  { name: 'near me, London, 25 km', group: 'radius', query: { near: LONDON, radiusKm: 25 } },
  { name: 'near me, small town, 5 km', group: 'radius', query: { near: SMALL_TOWN, radiusKm: 5 } },
  {
    name: 'near me, small town, 25 km',
    group: 'radius',
    query: { near: SMALL_TOWN, radiusKm: 25 },
  },
  {
    name: 'near me, London, 5 km, nearest first',
    group: 'radius',
    query: { near: LONDON, radiusKm: 5, sort: 'distance' },
  },
  {
    name: 'near me, London, 25 km, "restaurant"',
    group: 'radius',
    query: { q: 'restaurant', near: LONDON, radiusKm: 25 },
  },
  {
    name: 'London, open now',
    group: 'filters',
    query: { location: 'London', openAt: WEEKDAY_AFTERNOON },
  },
  { name: 'London, 4+ stars', group: 'filters', query: { location: 'London', minRating: 4 } },
  {
    name: 'London, website and phone',
    group: 'filters',
    query: { location: 'London', hasWebsite: true, hasPhone: true },
  },
  { name: 'London by rating', group: 'filters', query: { location: 'London', sort: 'rating' } },
  { name: 'London by reviews', group: 'filters', query: { location: 'London', sort: 'reviews' } },
  { name: 'London by name', group: 'filters', query: { location: 'London', sort: 'name' } },
  {
    name: 'London nearest first',
    group: 'filters',
    query: { location: 'London', sort: 'distance' },
  },
  {
    name: 'London restaurants, open now, 4+, by rating',
    group: 'filters',
    query: {
      q: 'restaurant',
      location: 'London',
      openAt: WEEKDAY_AFTERNOON,
      minRating: 4,
      sort: 'rating',
    },
  },
];

/** The naive radius search: every business's distance computed, then counted and ranked. */
// Its own connection: a naive scan at a million rows outlasts the app's statement timeout.
const naiveClient = new pg.Client({ connectionString: process.env.DATABASE_URL });

async function naiveRadius(point: { lat: number; lng: number }, km: number) {
  const { rows } = await naiveClient.query<{ total: number }>(
    `
    WITH near AS (
      SELECT id, rank_score FROM businesses
      WHERE earth_distance(ll_to_earth(latitude, longitude), ll_to_earth($1::float8, $2::float8))
            <= $3::float8)
    SELECT (SELECT count(*)::int FROM near) AS total,
           (SELECT array_agg(id) FROM (SELECT id FROM near ORDER BY rank_score DESC, id LIMIT 20) AS p) AS ids`,
    [point.lat, point.lng, km * 1000],
  );
  return rows[0]?.total ?? 0;
}

type CaseResult = {
  name: string;
  group: Case['group'];
  found: number;
  capped: boolean;
  ours: number[];
  naive: number[];
  oursP95Ms: number;
  oursMedianMs: number;
  naiveMedianMs: number | null;
};

async function time<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function main() {
  await naiveClient.connect();
  for (const { query } of CASES) await searchBusinesses({ ...query, limit: 20, offset: 0 });
  const cases: CaseResult[] = [];
  for (const { name, group, query } of CASES) {
    const run = () => searchBusinesses({ ...query, limit: 20, offset: 0 });
    const first = await run();
    const ours: number[] = [];
    for (let i = 0; i < RUNS; i++) ours.push((await time(run)).ms);
    // The naive scan for the plain radius searches: the same circle, every distance computed.
    let naive: number[] = [];
    const circle = query.near && !query.q && !query.sort ? query.near : null;
    if (circle) {
      naive = [];
      for (let i = 0; i < 2; i++)
        naive.push((await time(() => naiveRadius(circle, query.radiusKm ?? 10))).ms);
    }
    const entry = {
      name,
      group,
      found: first.totalCount,
      capped: first.totalCountCapped,
      ours,
      naive,
      oursP95Ms: percentile(ours, 95),
      oursMedianMs: median(ours),
      naiveMedianMs: naive.length ? median(naive) : null,
    };
    cases.push(entry);
    console.error(
      `[geo] ${name}: p50 ${median(ours).toFixed(1)} ms, p95 ${percentile(ours, 95).toFixed(1)} ms, ${first.totalCount}${first.totalCountCapped ? '+' : ''} found${naive.length ? `; naive ${median(naive).toFixed(0)} ms (${(median(naive) / median(ours)).toFixed(0)}×)` : ''}`,
    );
  }
  const of = (group: Case['group']) =>
    cases.filter((c) => c.group === group).flatMap((c) => c.ours);
  const withNaive = cases.filter((c) => c.naiveMedianMs !== null);
  const summary = {
    runsPerQuery: RUNS,
    radiusP95Ms: percentile(of('radius'), 95),
    filtersP95Ms: percentile(of('filters'), 95),
    // The smallest speed-up over the naive scan among the plain radius searches.
    minNaiveSpeedup: Math.min(...withNaive.map((c) => c.naiveMedianMs! / c.oursMedianMs)),
    cases,
  };
  console.error(
    `[geo] radius p95 ${summary.radiusP95Ms.toFixed(1)} ms, filters p95 ${summary.filtersP95Ms.toFixed(1)} ms, naive ≥ ${summary.minNaiveSpeedup.toFixed(0)}× slower`,
  );
  if (outFile) await writeFile(outFile, JSON.stringify(summary, null, 2));
  await Promise.all([db.$disconnect(), naiveClient.end()]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
