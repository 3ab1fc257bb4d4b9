// The bench's markdown report and budget verdicts, from its JSON results.
import { BARE_PAGE } from './bare-next-app';
import type { GeoSearchTiming, ImportExport, SearchTiming } from './children';
import type {
  ColdPair,
  measureApi,
  measureBareCold,
  measureFirstLoadJs,
  measureNotModified,
  measurePages,
  measureSitemap,
} from './measure-http';
import { LIGHTHOUSE_DEFAULT_SLOWDOWN } from './cpu-slowdown';
import type { ScaleOut } from './scale-out';
import { searchLoadMet, type SearchLoad } from './search-load';
import type { PageWeight } from './page-weight';
import { renderBudgets, weightTable } from './render-budgets';
import { ms, ratio } from './stats';

export type BenchResults = {
  size: number;
  date: string;
  machine: { cpus: number; loadBefore: number[]; loadAfter: number[]; calibrationMs: number };
  setup: { generateSeconds: number | null; buildSeconds: number | null };
  pages: Awaited<ReturnType<typeof measurePages>>;
  bareCold: Awaited<ReturnType<typeof measureBareCold>>;
  /** Absent in results from before the cold budget's paired windows. */
  coldBesideBare?: ColdPair[];
  listP95: { name: string; p95Ms: number; p50Ms: number; requests: number }[];
  api: Awaited<ReturnType<typeof measureApi>>;
  search: SearchTiming;
  /** Absent in results from before issue 25. */
  geoSearch?: GeoSearchTiming;
  /** Absent in results from before issue 31's load budget. */
  searchLoad?: SearchLoad;
  sitemap: Awaited<ReturnType<typeof measureSitemap>>;
  /** Absent in results from before issue 48. */
  notModified?: Awaited<ReturnType<typeof measureNotModified>>;
  firstLoadJs: Awaited<ReturnType<typeof measureFirstLoadJs>>;
  /** The host-calibrated runs; `standard`, Lighthouse's 4× preset, from issue 47 on. */
  lighthouse: (LighthouseRuns & { standard?: LighthouseRuns }) | null;
  /** Absent in results from before issue 47. */
  pageWeights?: PageWeight[];
  importExport: ImportExport | null;
  /** Absent from runs made before it was measured; null when redis-server is missing. */
  scaleOut?: ScaleOut | null;
};

type LighthouseRuns = {
  benchmarkIndexRange: [number, number];
  cpuSlowdownRange: [number, number];
  pages: { path: string; scores: Record<string, number> }[];
};

/** The calibration workload's time on an idle core of this machine type. */
export const IDLE_CALIBRATION_MS = 60;

export const NOT_MODIFIED_BUDGET = 'Repeat request with its validator (304) vs static page';

/** 304 throughput as a share of `/about`'s in the same run, at 10 and 50 connections. */
export function notModifiedShares(r: BenchResults): number[] {
  return r.notModified
    ? Object.values(r.notModified.runs).map(
        (run) => run.notModified.requestsPerSecond / run.about.requestsPerSecond,
      )
    : [];
}

const n = (value: number) => Math.round(value).toLocaleString('en-GB');
const megabytes = (result: { bytesPerSecond: number }) =>
  (result.bytesPerSecond / 2 ** 20).toFixed(1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const yes = (met: boolean) => (met ? 'met' : '**not met**');

export function budgets(r: BenchResults) {
  const warmShares = r.pages.pages.flatMap((page) =>
    ([10, 50] as const).map(
      (c) => page.warm[c].requestsPerSecond / page.staticBeside[c].requestsPerSecond,
    ),
  );
  const searchRatio = r.search.naiveP95Ms / r.search.p95Ms;
  const worstJs = Math.max(...r.firstLoadJs.pages.map((page) => page.beyondBareBytes));
  const notModified = notModifiedShares(r);
  const notModifiedBudget = notModified.length
    ? [
        {
          budget: NOT_MODIFIED_BUDGET,
          target: '≥ 80 % of `/about`',
          measured: notModified.map((share) => `${Math.round(share * 100)} %`).join(' / '),
          met: notModified.every((share) => share >= 0.8),
        },
      ]
    : [];
  return [
    ...notModifiedBudget,
    {
      budget: 'Search p95 (server time)',
      target: '≤ 50 ms',
      measured: `${ms(r.search.p95Ms)} ms`,
      met: r.search.p95Ms <= 50,
    },
    {
      budget: 'Search vs naive ILIKE scan (p95)',
      target: '≥ 20×',
      measured: ratio(searchRatio),
      met: searchRatio >= 20,
    },
    ...(r.geoSearch ? geoBudgets(r.geoSearch) : []),
    {
      budget: 'Warm pages vs static page throughput (worst)',
      target: '≥ 70 % at 10 and 50 connections',
      measured: `${Math.round(Math.min(...warmShares) * 100)} %`,
      met: Math.min(...warmShares) >= 0.7,
    },
    {
      budget: 'First-load JS beyond a bare Next page (worst)',
      target: '≤ 30 kB',
      measured: kb(worstJs),
      met: worstJs <= 30 * 1024,
    },
    ...renderBudgets(r),
    ...(r.searchLoad
      ? [
          {
            budget: `/about p50 beside ${r.searchLoad.clients} clients of worst-shaped searches, no 500`,
            target: '≤ 250 ms',
            measured: `${ms(r.searchLoad.aboutUnderLoad.p50Ms)} ms (alone ${ms(r.searchLoad.aboutAlone.p50Ms)} ms); searches p95 ${ms(r.searchLoad.searches.p95Ms)} ms, ${r.searchLoad.searches.statuses.busy} × 503, ${r.searchLoad.searches.statuses.error500 + r.searchLoad.aboutUnderLoad.statuses.error500} × 500`,
            met: searchLoadMet(r.searchLoad),
          },
        ]
      : []),
    ...(r.scaleOut
      ? [
          {
            budget: 'Warm throughput cost of the Redis tag check',
            target: '≤ 5 %',
            measured: `${(r.scaleOut.overhead * 100).toFixed(1)} %`,
            met: r.scaleOut.overhead <= 0.05,
          },
          {
            budget: 'Edit on one instance seen on another (p99)',
            target: '< 1 s',
            measured: `${ms(r.scaleOut.invalidation.p99Ms)} ms`,
            met: r.scaleOut.invalidation.p99Ms < 1000,
          },
        ]
      : []),
  ];
}

const bareScore = (r: BenchResults) =>
  r.lighthouse?.pages.find((page) => page.path === BARE_PAGE)?.scores.performance;

export function markdown(r: BenchResults): string {
  const out: string[] = [];
  const line = (text = '') => out.push(text);
  line(`## Bench — ${n(r.size)} businesses (${r.date})`);
  line();
  const slowdown = r.machine.calibrationMs / IDLE_CALIBRATION_MS;
  line(
    `Machine: ${r.machine.cpus} CPUs, load average ${r.machine.loadBefore.map((l) => l.toFixed(1)).join('/')} before, ` +
      `${r.machine.loadAfter.map((l) => l.toFixed(1)).join('/')} after; calibration (PostgreSQL counting 1M generated rows, ~${IDLE_CALIBRATION_MS} ms on an idle core): ${ms(r.machine.calibrationMs)} ms, so this run saw the machine about ${slowdown.toFixed(1)}× slower than idle (figures below are as measured). ` +
      (r.setup.generateSeconds === null
        ? 'Data loaded before this run'
        : `Data generated and loaded in ${Math.round(r.setup.generateSeconds)} s`) +
      (r.setup.buildSeconds === null
        ? '.'
        : `; \`next build\` ${Math.round(r.setup.buildSeconds)} s.`),
  );
  line();
  line(
    '### 1. Pages (autocannon; warm = one URL, served from the page cache; cold = distinct URLs never asked for before, each rendered on its request, shared reads such as the footer counts cached as in production)',
  );
  line();
  line(
    '| Page | Conns | Warm req/s | Warm MB/s | Warm p50 / p99 ms | Static `/about` req/s just before | Warm ÷ static | Cold req/s | Cold p50 / p99 ms |',
  );
  line('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const page of r.pages.pages) {
    for (const c of [10, 50] as const) {
      const w = page.warm[c];
      const cold = page.cold[c];
      const baseline = page.staticBeside[c].requestsPerSecond;
      const share = w.requestsPerSecond / baseline;
      line(
        `| ${page.name} \`${page.warmUrl}\` | ${c} | ${n(w.requestsPerSecond)} | ${megabytes(w)} | ${w.p50Ms} / ${w.p99Ms} | ${n(baseline)} | ${Math.round(share * 100)} % | ${n(cold.requestsPerSecond)} | ${cold.p50Ms} / ${cold.p99Ms} |`,
      );
    }
  }
  for (const c of [10, 50] as const) {
    const cold = r.bareCold[c];
    line(
      `| ${BARE_PAGE}, on demand \`/p/{n}\` | ${c} | — | — | — | — | — | ${n(cold.requestsPerSecond)} | ${cold.p50Ms} / ${cold.p99Ms} |`,
    );
  }
  line();
  line(
    "The bare Next page's cold row is the framework's floor on this machine: a one-line page of a bare Next app (bench/lib/bare-next-app.ts) rendered on its first request and cached, as a detail page is, run right after the cold runs above.",
  );
  line();
  line(
    "The search URL is the home hero's shape; like every list URL with a query it goes through proxy.ts to its cached form, and Next runs the proxy for about as long as it takes to serve a cached page.",
  );
  const failures = r.pages.pages.flatMap((p) =>
    ([10, 50] as const).flatMap((c) => [p.warm[c].failed, p.cold[c].failed]),
  );
  if (failures.some(Boolean))
    line(`\nNon-2xx or failed requests: ${failures.reduce((a, b) => a + b, 0)}.`);
  if (r.pageWeights) {
    line();
    line(
      '### 1b. One render of each template (bench/lib/page-weight.ts): elements React writes, HTML, its inline Flight payload and lazy rows',
    );
    line();
    for (const row of weightTable(r.pageWeights)) line(row);
  }
  line();
  line(
    'List pages with nothing cached, exact p50 / p95 (one request at a time, distinct URLs, draft mode: rendered afresh, every read from PostgreSQL):',
  );
  line();
  line('| Page | p50 ms | p95 ms |');
  line('|---|---:|---:|');
  for (const row of r.listP95) line(`| ${row.name} | ${ms(row.p50Ms)} | ${ms(row.p95Ms)} |`);
  line();
  line(
    '### 2. Public API (fetch, 10 in flight, 200 requests over distinct URLs where the path takes a value)',
  );
  line();
  line('| Endpoint | p50 ms | p95 ms | failed |');
  line('|---|---:|---:|---:|');
  for (const row of r.api)
    line(`| \`${row.name}\` | ${ms(row.p50Ms)} | ${ms(row.p95Ms)} | ${row.failed} |`);
  line();
  line(
    `### 3. Search (server time in-process, median of ${r.search.runsPerQuery} runs; naive = ILIKE '%q%' scan, ${r.search.naiveRunsPerQuery} runs)`,
  );
  line();
  line('| What | Where | Reads as | Found (naive) | Ours ms | Naive ms | × |');
  line('|---|---|---|---:|---:|---:|---:|');
  for (const q of r.search.queries) {
    line(
      `| ${q.q || '—'} | ${q.location || '—'} | ${q.note} | ${n(q.found)}${q.capped ? '+' : ''} (${n(q.naiveFound)}) | ${ms(q.oursMedianMs)} | ${ms(q.naiveMedianMs)} | ${ratio(q.naiveMedianMs / q.oursMedianMs)} |`,
    );
  }
  line();
  line(
    `All samples: ours p50 ${ms(r.search.p50Ms)} ms, p95 ${ms(r.search.p95Ms)} ms; naive p50 ${ms(r.search.naiveP50Ms)} ms, p95 ${ms(r.search.naiveP95Ms)} ms; p95 ratio ${ratio(r.search.naiveP95Ms / r.search.p95Ms)}.`,
  );
  line();
  if (r.geoSearch) geoSection(r.geoSearch, line);
  line('### 4. Import and export');
  line();
  const ie = r.importExport;
  if (!ie) line('No results (bench/import-export.ts absent or skipped).');
  else {
    line(`${n(ie.rows)} rows${ie.fresh ? '' : `, from the last run (${ie.date})`}:`);
    line();
    line('| | ours | exceljs alone | ratio | rows/s | peak RSS |');
    line('|---|---:|---:|---:|---:|---:|');
    line(
      `| import | ${(ie.import.importMs / 1000).toFixed(1)} s | ${(ie.import.rawReadMs / 1000).toFixed(1)} s read | ${ratio(ie.import.ratio)} | ${n(ie.import.rowsPerSecond)} | ${ie.import.peakRssMb} MB |`,
    );
    line(
      `| export | ${(ie.export.exportMs / 1000).toFixed(1)} s | ${(ie.export.rawWriteMs / 1000).toFixed(1)} s write | ${ratio(ie.export.ratio)} | ${n(ie.export.rowsPerSecond)} | ${ie.export.peakRssMb} MB |`,
    );
  }
  line();
  line('### 4b. Several instances (Redis tag check, invalidation)');
  line();
  const so = r.scaleOut;
  if (!so) line('Not measured (redis-server not installed, or a run before it was).');
  else {
    line(
      `Warm pages (home and 19 detail pages in turn, ${so.connections} connections, best of two rounds): without Redis ${n(so.withoutRedis.requestsPerSecond)} req/s (p99 ${ms(so.withoutRedis.p99Ms)} ms), with REDIS_URL ${n(so.withRedis.requestsPerSecond)} req/s (p99 ${ms(so.withRedis.p99Ms)} ms): throughput cost ${(so.overhead * 100).toFixed(1)} % (below 0: within noise). An edit through one instance seen on another: p50 ${ms(so.invalidation.p50Ms)} ms, p99 ${ms(so.invalidation.p99Ms)} ms, max ${ms(so.invalidation.maxMs)} ms over ${so.invalidation.edits} edits.`,
    );
  }
  line();
  line('### 5. Sitemap');
  line();
  line(
    `\`/sitemaps/businesses/1.xml\`: ${n(r.sitemap.urls)} URLs, ${r.sitemap.megabytes} MB; first request ${ms(r.sitemap.firstMs)} ms, repeated (median of 5) ${ms(r.sitemap.repeatMedianMs)} ms.`,
  );
  line();
  line('### 6. Lighthouse (mobile) and first-load JavaScript (gzip)');
  line();
  line(
    `Bare Next page (the build's rootMainFiles, which every App Router page loads): ${kb(r.firstLoadJs.bareBytes)}.`,
  );
  line();
  if (r.lighthouse) {
    line(
      `Lighthouse's CPU slowdown calibrated run by run to this host's BenchmarkIndex as Lighthouse measured it in that run (${r.lighthouse.benchmarkIndexRange.join('–')}): ${r.lighthouse.cpuSlowdownRange.join('–')}×; its default ${LIGHTHOUSE_DEFAULT_SLOWDOWN}× assumes a desktop host of 1300–2000 (bench/lib/cpu-slowdown.ts, bench/lighthouse.ts).`,
    );
    line();
  }
  if (bareScore(r) !== undefined) {
    line(
      `Lighthouse performance of a bare Next app (one page, no client code, no CSS) on this machine in the same runs: ${bareScore(r)}.`,
    );
    line();
  }
  line('| Page | Performance | Accessibility | Best practices | SEO | JS (gzip) | beyond bare |');
  line('|---|---:|---:|---:|---:|---:|---:|');
  for (const page of r.firstLoadJs.pages) {
    const scores = r.lighthouse?.pages.find((p) => p.path === page.path)?.scores;
    const cells = ['performance', 'accessibility', 'best-practices', 'seo'].map(
      (id) => scores?.[id] ?? '—',
    );
    line(
      `| ${page.name} \`${page.path}\` | ${cells.join(' | ')} | ${kb(page.gzipBytes)} | ${kb(page.beyondBareBytes)} |`,
    );
  }
  line();
  for (const page of r.firstLoadJs.pages) {
    const top = page.extra
      .slice(0, 4)
      .map((script) => `\`${script.src.split('/').pop()}\` ${kb(script.gzipBytes)}`);
    line(
      `- ${page.name}: ${page.extra.length} scripts beyond the bare page, largest ${top.join(', ')}`,
    );
  }
  line();
  line('### Budgets');
  line();
  line('| Budget | Target | Measured | |');
  line('|---|---|---|---|');
  for (const b of budgets(r)) line(`| ${b.budget} | ${b.target} | ${b.measured} | ${yes(b.met)} |`);
  return out.join('\n');
}

function geoBudgets(geo: GeoSearchTiming) {
  return [
    {
      budget: 'Radius search p95 (district, postcode, near me; London and a small town)',
      target: '≤ 50 ms',
      measured: `${ms(geo.radiusP95Ms)} ms`,
      met: geo.radiusP95Ms <= 50,
    },
    {
      budget: 'Radius search vs naive distance scan (slowest ratio)',
      target: '≥ 20×',
      measured: ratio(geo.minNaiveSpeedup),
      met: geo.minNaiveSpeedup >= 20,
    },
    {
      budget: 'Filters and sorts on the largest town p95',
      target: '≤ 80 ms',
      measured: `${ms(geo.filtersP95Ms)} ms`,
      met: geo.filtersP95Ms <= 80,
    },
    {
      budget: 'Text + district with no local match, nearest first, p95',
      target: '≤ 50 ms',
      measured: `${ms(geo.nearestP95Ms)} ms`,
      met: geo.nearestP95Ms <= 50,
    },
    {
      budget:
        'Worst-shaped searches (radius 100 km, fresh points) p95; rows read by sequential scans a search',
      target: '≤ 150 ms; ≤ 1,000 (no table scan)',
      measured: `${ms(geo.worstP95Ms)} ms; ${n(geo.worstTableScanRows)}`,
      met: geo.worstP95Ms <= 150 && geo.worstTableScanRows <= 1000,
    },
  ];
}

function geoSection(geo: GeoSearchTiming, line: (text?: string) => void) {
  line(
    `### 3b. Radius search, filters and sorts (server time in-process, ${geo.runsPerQuery} runs each; naive = every distance computed)`,
  );
  line();
  line('| Search | Found | p50 ms | p95 ms | Naive ms | × |');
  line('|---|---:|---:|---:|---:|---:|');
  for (const c of geo.cases) {
    const naive = c.naiveMedianMs;
    line(
      `| ${c.name} | ${n(c.found)}${c.capped ? '+' : ''} | ${ms(c.oursMedianMs)} | ${ms(c.oursP95Ms)} | ${naive === null ? '—' : ms(naive)} | ${naive === null ? '—' : ratio(naive / c.oursMedianMs)} |`,
    );
  }
  line();
}
