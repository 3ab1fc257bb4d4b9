// SEO generation and sitemaps (bench/README.md): `npx tsx bench/seo-sitemap.ts [--count 100000] [--sitemap-businesses 1000000]`
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const CHILD_FLAG = 'BENCH_SEO_SITEMAP_CHILD';
const ROOT = path.resolve(import.meta.dirname, '..');

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

/** Re-runs this script in a fresh database (scripts/with-test-db.ts), server-only modules loadable. */
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

/** Businesses [from, to) in one INSERT … SELECT generate_series, varied over the demo catalogue. */
async function insertBenchBusinesses(db: typeof import('@/lib/db').db, from: number, to: number) {
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

// CPU seconds of this process and of this database's backends (Linux /proc; null elsewhere):
// on a busy machine wall time mostly measures the neighbours.
function cpuSeconds(database: string): { node: number; db: number | null } {
  const usage = process.cpuUsage();
  const node = (usage.user + usage.system) / 1e6;
  if (!existsSync('/proc')) return { node, db: null };
  const ticks = Number(execSync('getconf CLK_TCK').toString()) || 100;
  let db = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(database)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      db += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      // The process ended while being read.
    }
  }
  return { node, db };
}

function cpuSince(before: ReturnType<typeof cpuSeconds>, database: string) {
  const now = cpuSeconds(database);
  const db =
    now.db !== null && before.db !== null
      ? ` + PostgreSQL ${(now.db - before.db).toFixed(1)} s`
      : '';
  return `CPU: Node ${(now.node - before.node).toFixed(1)} s${db}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rate = (n: number, ms: number) => `${Math.round((n * 1000) / ms).toLocaleString('en-GB')}/s`;

const load = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`;

async function bench() {
  const { db } = await import('@/lib/db');
  const { generateMissingSeoContent, SEO_SOURCE_FIELDS } = await import('@/lib/seo/generate');
  const { generateSeoContent } = await import('@/lib/seo/content');
  const { businessChunkUrls, readBusinessChunks } = await import('@/lib/sitemap/businesses');
  const { MAX_URLS_PER_SITEMAP } = await import('@/lib/sitemap/config');
  const { urlsetXml } = await import('@/lib/sitemap/xml');
  const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  const en = (n: number) => n.toLocaleString('en-GB');

  /** Runs `work` and prints its wall time, rate, CPU time (Node and database) and the load. */
  async function measure<T>(label: string, rows: number, work: () => Promise<T>): Promise<T> {
    const cpu = cpuSeconds(database);
    const started = performance.now();
    const result = await work();
    const ms = performance.now() - started;
    const perSecond = rows > 0 ? `, ${rate(rows, ms)}` : '';
    console.log(
      `[bench] ${label}: ${seconds(ms)}${perSecond} (${cpuSince(cpu, database)}; ${load()})`,
    );
    return result;
  }

  await measure(`insert ${en(count)} businesses`, count, () => insertBenchBusinesses(db, 0, count));
  const sources = await db.business.findMany({ select: SEO_SOURCE_FIELDS });
  await measure(
    `text generation alone, ${en(sources.length)} businesses`,
    sources.length,
    async () => {
      for (const source of sources) generateSeoContent(source);
    },
  );
  let shown = 0;
  const updated = await measure(`SEO generation, ${en(count)} businesses`, count, () =>
    generateMissingSeoContent({
      onProgress: ({ updated: done, total }) => {
        if (done - shown < total / 10 && done < total) return;
        shown = done;
        console.log(`[bench]   ${en(done)} / ${en(total)}`);
      },
    }),
  );
  if (updated !== count) throw new Error(`expected ${count} updated, got ${updated}`);

  if (sitemapBusinesses > count) {
    await measure(`top up to ${en(sitemapBusinesses)} businesses`, 0, () =>
      insertBenchBusinesses(db, count, sitemapBusinesses),
    );
  }
  await db.$executeRawUnsafe('VACUUM ANALYZE businesses');

  const chunks = await measure(`sitemap file boundaries (cached in the app)`, 0, () =>
    readBusinessChunks(MAX_URLS_PER_SITEMAP),
  );
  const middle = Math.max(1, Math.ceil(chunks.starts.length / 2));
  for (let run = 1; run <= 3; run++) {
    const bytes = await measure(
      `sitemap file ${middle} of ${chunks.starts.length} (query + XML), run ${run}`,
      0,
      async () => {
        const urls = (await businessChunkUrls(chunks, middle)) ?? [];
        const xml = urlsetXml(urls);
        return { urls: urls.length, xml: xml.length };
      },
    );
    if (run === 1)
      console.log(`[bench]   ${en(bytes.urls)} URLs, ${(bytes.xml / 1e6).toFixed(1)} MB`);
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
