// SEO generation and sitemap benchmark, always on a fresh throw-away database:
//   npx tsx scripts/bench/seo-sitemap.ts [--count 100000] [--sitemap-businesses 1000000]
// Inserts --count businesses (INSERT … SELECT generate_series over the demo catalogue), times
// SEO generation for all of them, tops the table up to --sitemap-businesses and times the
// chunk boundaries and one full 50,000-URL business sitemap file (query + XML).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PrismaClient } from '@/lib/generated/prisma/client';

const CHILD_FLAG = 'BENCH_SEO_SITEMAP_CHILD';
const ROOT = path.resolve(import.meta.dirname, '..', '..');

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    'sitemap-businesses': { type: 'string', default: '1000000' },
  },
});
const count = Number(values.count);
const sitemapBusinesses = Math.max(count, Number(values['sitemap-businesses']));
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(sitemapBusinesses)) {
  console.error('usage: seo-sitemap [--count <n>] [--sitemap-businesses <n>]');
  process.exit(2);
}

/**
 * Re-runs this script inside scripts/with-test-db.ts (a fresh database, dropped afterwards),
 * with the react-server condition so the app's server-only modules load outside Next.
 */
function runInThrowAwayDatabase(): Promise<number> {
  const child = spawn(
    'npx',
    [
      'tsx',
      'scripts/with-test-db.ts',
      '--',
      process.execPath,
      '--conditions=react-server',
      '--import',
      'tsx',
      path.relative(ROOT, import.meta.filename),
      ...process.argv.slice(2),
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, [CHILD_FLAG]: '1' } },
  );
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/**
 * Businesses [from, to) in one INSERT … SELECT generate_series, varied over the demo
 * catalogue's towns, trades, hours and `about` options (normalised as an import would).
 */
async function insertBenchBusinesses(db: PrismaClient, from: number, to: number) {
  const { TRADES, HOURS_PATTERNS, ABOUT_OPTIONS, NAME_PARTS } =
    await import('@/prisma/seed/catalogue');
  const { UK_TOWNS } = await import('@/prisma/seed/uk-towns');
  const { categoryGroupFor, categorySlugFor } = await import('@/lib/categories');
  const { normaliseOpeningHours } = await import('@/lib/hours');
  const { slugify } = await import('@/lib/slug');
  const trades = TRADES.map((t) => ({
    category: t.category,
    slug: categorySlugFor(t.category),
    group: categoryGroupFor(t.category),
  }));
  const towns = UK_TOWNS.map((t) => ({ ...t, slug: slugify(t.name) }));
  const hours = Object.values(HOURS_PATTERNS).map((h) => normaliseOpeningHours(h));
  const abouts = Object.entries(ABOUT_OPTIONS).map(([section, options]) => ({
    [section]: Object.fromEntries(options.map((option) => [option, true])),
  }));
  const batch = 100_000;
  for (let start = from; start < to; start += batch) {
    await db.$executeRaw`
      INSERT INTO businesses (name, slug, category, category_slug, category_group, address, city,
        city_slug, state, country, zip_code, phone, website, rating, review_count, opening_hours,
        is_verified, place_id, latitude, longitude, google_maps_url, about)
      SELECT
        (${NAME_PARTS.WORDS}::text[])[1 + i % 20] || ' ' || (${NAME_PARTS.SURNAMES}::text[])[1 + (i / 20) % 30] || ' ' || (tr->>'category'),
        'bench-' || i,
        (tr->>'category'), (tr->>'slug'), (tr->>'group'),
        (1 + i % 240) || ' High Street, ' || (tw->>'name') || ' ' || (tw->'districts'->>0) || ' ' || (i % 10) || 'AB, United Kingdom',
        (tw->>'name'), (tw->>'slug'), (tw->>'county'), 'United Kingdom',
        (tw->'districts'->>0) || ' ' || (i % 10) || 'AB',
        CASE WHEN i % 10 <> 0 THEN (tw->>'phonePrefix') || lpad((i % 1000)::text, 3, '0') END,
        CASE WHEN i % 3 <> 0 THEN 'https://www.example.co.uk/' || i END,
        CASE WHEN i % 12 <> 0 THEN round((3 + (i::bigint * 7919 % 21) / 10.0)::numeric, 1) END,
        CASE WHEN i % 12 <> 0 THEN (i::bigint * 104729) % 2500 ELSE 0 END,
        ${JSON.stringify(hours)}::jsonb -> (i % ${hours.length}),
        i % 2 = 0,
        'ChIJbench' || i,
        (tw->>'lat')::float8, (tw->>'lng')::float8,
        'https://www.google.com/maps/place/?q=place_id:ChIJbench' || i,
        ${JSON.stringify(abouts)}::jsonb -> (i % ${abouts.length})
      FROM generate_series(${start}::int, ${Math.min(start + batch, to) - 1}::int) AS i,
        LATERAL (SELECT ${JSON.stringify(trades)}::jsonb -> (i % ${trades.length}) AS tr) AS t,
        LATERAL (SELECT ${JSON.stringify(towns)}::jsonb -> ((i / 7) % ${towns.length}) AS tw) AS w`;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rate = (n: number, ms: number) => `${Math.round((n * 1000) / ms).toLocaleString('en-GB')}/s`;

async function bench() {
  const { db } = await import('@/lib/db');
  const { generateMissingSeoContent, SEO_SOURCE_FIELDS } = await import('@/lib/seo/generate');
  const { generateSeoContent } = await import('@/lib/seo/content');
  const { businessChunkUrls, readBusinessChunks } = await import('@/lib/sitemap/businesses');
  const { MAX_URLS_PER_SITEMAP } = await import('@/lib/sitemap/config');
  const { urlsetResponse } = await import('@/lib/sitemap/xml');

  let started = performance.now();
  await insertBenchBusinesses(db, 0, count);
  console.log(
    `[bench] inserted ${count.toLocaleString('en-GB')} businesses in ${seconds(performance.now() - started)}`,
  );

  const sources = await db.business.findMany({ select: SEO_SOURCE_FIELDS });
  started = performance.now();
  for (const source of sources) generateSeoContent(source);
  const textMs = performance.now() - started;
  console.log(
    `[bench] text generation alone (Node, no database): ${sources.length.toLocaleString('en-GB')} in ${seconds(textMs)} (${rate(sources.length, textMs)})`,
  );

  started = performance.now();
  let lastShown = 0;
  const updated = await generateMissingSeoContent({
    onProgress: ({ updated: done, total }) => {
      if (done - lastShown >= total / 10 || done === total) {
        lastShown = done;
        console.log(
          `[bench]   seo ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')}`,
        );
      }
    },
  });
  const seoMs = performance.now() - started;
  console.log(
    `[bench] load average: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `[bench] SEO generation: ${updated.toLocaleString('en-GB')} businesses in ${seconds(seoMs)} (${rate(updated, seoMs)})`,
  );

  if (sitemapBusinesses > count) {
    started = performance.now();
    await insertBenchBusinesses(db, count, sitemapBusinesses);
    console.log(
      `[bench] topped up to ${sitemapBusinesses.toLocaleString('en-GB')} businesses in ${seconds(performance.now() - started)}`,
    );
  }
  await db.$executeRawUnsafe('VACUUM ANALYZE businesses');

  started = performance.now();
  const chunks = await readBusinessChunks(MAX_URLS_PER_SITEMAP);
  console.log(
    `[bench] sitemap chunk boundaries over ${chunks.total.toLocaleString('en-GB')} businesses: ${chunks.starts.length} files in ${seconds(performance.now() - started)} (cached in the app)`,
  );
  console.log(
    `[bench] load average: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const middle = Math.max(1, Math.ceil(chunks.starts.length / 2));
  for (let run = 1; run <= 3; run++) {
    started = performance.now();
    const urls = (await businessChunkUrls(chunks, middle)) ?? [];
    const queried = performance.now() - started;
    const xml = await (await urlsetResponse(urls)).text();
    console.log(
      `[bench] sitemap file ${middle} (${urls.length.toLocaleString('en-GB')} URLs, ${(xml.length / 1e6).toFixed(1)} MB): ${seconds(performance.now() - started)} (query ${seconds(queried)}), run ${run}`,
    );
  }
  await db.$disconnect();
}

if (process.env[CHILD_FLAG]) {
  bench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  process.exit(await runInThrowAwayDatabase());
}
