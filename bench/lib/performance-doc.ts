// docs/performance.md's generated sections, one per data size between markers; the rest is left alone.
import { readFile, writeFile } from 'node:fs/promises';
import { BARE_PAGE } from './bare-next-app';
import { budgets, IDLE_CALIBRATION_MS, NOT_MODIFIED_BUDGET, type BenchResults } from './report';
import type { PageWeight } from './page-weight';
import {
  COLD_DETAIL_BUDGET,
  coldPairs,
  coldVersusBare,
  renderBudgets,
  type RenderResults,
} from './render-budgets';
import { ms, ratio } from './stats';

const FIGURES_END = '<!-- bench:end -->';

const n = (value: number) => Math.round(value).toLocaleString('en-GB');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const list = (rows: { name: string; value: string }[]) =>
  rows.map((row) => `${row.name} ${row.value}`).join(', ');

type Row = { measure: string; figure: string; budget?: string; met?: boolean };

// "n late": runs whose first frame headless Chrome showed only after the load event (bench/README.md).
const lighthouseFigure = (
  pages: { path: string; scores: Record<string, number>; paintedAfterLoad?: number }[],
) =>
  list(
    pages.map((page) => ({
      name: page.path === BARE_PAGE ? 'bare Next page' : page.path,
      value: `${page.scores.performance ?? '—'}${page.paintedAfterLoad ? ` (${page.paintedAfterLoad} late)` : ''}`,
    })),
  );

/** Issue 47's rows: a cold render's cost and weight, and the Lighthouse bar. */
export function renderRows(r: RenderResults): Row[] {
  const verdicts = new Map(renderBudgets(r).map((b) => [b.budget, b]));
  const verdict = (name: string) => {
    const b = verdicts.get(name);
    return b ? { budget: b.target, met: b.met } : {};
  };
  const pairs = coldPairs(r);
  const cold = coldVersusBare(pairs);
  const weights = r.pageWeights ?? [];
  const perTemplate = (of: (w: PageWeight) => string) =>
    list(weights.map((w) => ({ name: w.name, value: of(w) })));
  const rows: Row[] = [
    {
      measure: 'Cold detail pages, 10 connections',
      figure: pairs.length
        ? `${pairs.map(({ ours, bare }) => `${n(ours.requestsPerSecond)} req/s, p50 ${ms(ours.p50Ms)} / p99 ${ms(ours.p99Ms)} ms (bare Next page: ${n(bare.requestsPerSecond)} req/s, p99 ${ms(bare.p99Ms)} ms)`).join('; ')}: median ${Math.round(100 * cold.share)} %, p99 ${ratio(cold.tail)}`
        : '—',
      ...verdict(COLD_DETAIL_BUDGET),
    },
    ...(r.bareMarkupCold
      ? [
          {
            measure: "The bare Next page with a detail page's markup, cold, 10 connections",
            figure: `${n(r.bareMarkupCold.requestsPerSecond)} req/s, p99 ${ms(r.bareMarkupCold.p99Ms)} ms: ${Math.round((100 * r.bareMarkupCold.requestsPerSecond) / cold.bareRate)} % of the bare page (median window), the ceiling of that markup in Next`,
          },
        ]
      : []),
    {
      measure: 'Lists with nothing cached, p95',
      figure: list(r.listP95.map((row) => ({ name: row.name, value: `${ms(row.p95Ms)} ms` }))),
      ...verdict('Lists with nothing cached p95 (worst, search included)'),
    },
  ];
  if (weights.length) {
    rows.push(
      {
        measure: 'Elements in `<body>`, one render',
        figure: perTemplate((w) => n(w.bodyElements)),
      },
      {
        measure: 'HTML (inline payload), one render',
        figure: perTemplate((w) => `${kb(w.htmlBytes)} (${kb(w.inlinePayloadBytes)})`),
      },
      {
        measure: '`"$L` lazy rows in the inline payload',
        figure: perTemplate((w) => String(w.lazyReferences)),
      },
      {
        measure: 'Cold detail page HTML',
        figure: verdicts.get('Cold detail page HTML')?.measured ?? '—',
        ...verdict('Cold detail page HTML'),
      },
      {
        measure: '`/cities` HTML',
        figure: verdicts.get('`/cities` HTML')?.measured ?? '—',
        ...verdict('`/cities` HTML'),
      },
    );
  }
  const lh = r.lighthouse;
  if (lh?.standard) {
    rows.push({
      measure: `Lighthouse performance, standard mobile preset (4× CPU; BenchmarkIndex ${lh.standard.benchmarkIndexRange.join('–')})`,
      figure: lighthouseFigure(lh.standard.pages),
      ...verdict('Lighthouse performance, standard mobile preset (4× CPU), worst page median'),
    });
  }
  if (lh) {
    rows.push({
      measure: `Lighthouse performance, host-calibrated (CPU ${lh.cpuSlowdownRange.join('–')}×; BenchmarkIndex ${lh.benchmarkIndexRange.join('–')})`,
      figure: lighthouseFigure(lh.pages),
      ...verdict("Lighthouse performance, host-calibrated, worst page's gap to the bare Next page"),
    });
    rows.push({
      measure: 'Lighthouse accessibility / best practices / SEO (worst)',
      figure:
        verdicts.get('Lighthouse accessibility, best practices, SEO (worst)')?.measured ?? '—',
      ...verdict('Lighthouse accessibility, best practices, SEO (worst)'),
    });
  }
  return rows;
}

/** The run's headline figures, one row each, with the budget they answer to. */
export function summaryRows(r: BenchResults): Row[] {
  const verdicts = new Map(budgets(r).map((b) => [b.budget, b]));
  const verdict = (name: string) => {
    const b = verdicts.get(name);
    return b ? { budget: b.target, met: b.met } : {};
  };
  const rows: Row[] = [
    {
      measure: 'Search, server time p50 / p95',
      figure: `${ms(r.search.p50Ms)} / ${ms(r.search.p95Ms)} ms`,
      ...verdict('Search p95 (server time)'),
    },
    {
      measure: 'Search vs naive `ILIKE` scan (p95)',
      figure: ratio(r.search.naiveP95Ms / r.search.p95Ms),
      ...verdict('Search vs naive ILIKE scan (p95)'),
    },
    {
      measure: 'Warm pages ÷ static `/about`, 10 / 50 connections',
      figure: list(
        r.pages.pages.map((page) => ({
          name: page.name,
          value: ([10, 50] as const)
            .map((c) =>
              Math.round(
                (100 * page.warm[c].requestsPerSecond) / page.staticBeside[c].requestsPerSecond,
              ),
            )
            .join(' / ')
            .concat(' %'),
        })),
      ),
      ...verdict('Warm pages vs static page throughput (worst)'),
    },
    ...renderRows(r),
    {
      measure: 'First-load JS beyond a bare Next page (gzip)',
      figure: list(
        r.firstLoadJs.pages.map((page) => ({ name: page.name, value: kb(page.beyondBareBytes) })),
      ),
      ...verdict('First-load JS beyond a bare Next page (worst)'),
    },
    ...(r.notModified
      ? [
          {
            measure: `304 to a repeat request (${r.notModified.path}) ÷ static \`/about\`, 10 / 50 connections`,
            figure: Object.values(r.notModified.runs)
              .map(
                (run) =>
                  `${n(run.notModified.requestsPerSecond)} vs ${n(run.about.requestsPerSecond)} req/s`,
              )
              .join(' / '),
            ...verdict(NOT_MODIFIED_BUDGET),
          },
        ]
      : []),
    {
      measure: 'Sitemap business file',
      figure: `${n(r.sitemap.urls)} URLs: first ${ms(r.sitemap.firstMs)} ms, then ${ms(r.sitemap.repeatMedianMs)} ms`,
    },
  ];
  const so = r.scaleOut;
  if (so) {
    rows.push({
      measure: `Warm pages with the Redis tag check (${so.connections} connections)`,
      figure: `${n(so.withRedis.requestsPerSecond)} vs ${n(so.withoutRedis.requestsPerSecond)} req/s without: cost ${(so.overhead * 100).toFixed(1)} % (below 0: within noise)`,
      ...verdict('Warm throughput cost of the Redis tag check'),
    });
    rows.push({
      measure: `Edit on one instance seen on another (${so.invalidation.edits} edits)`,
      figure: `p50 ${ms(so.invalidation.p50Ms)} / p99 ${ms(so.invalidation.p99Ms)} ms`,
      ...verdict('Edit on one instance seen on another (p99)'),
    });
  }
  const ie = r.importExport;
  if (ie) {
    rows.push({
      measure: `Import, ${n(ie.rows)} rows`,
      figure: `${seconds(ie.import.importMs)} (exceljs read alone ${seconds(ie.import.rawReadMs)}: ${ratio(ie.import.ratio)}), peak ${ie.import.peakRssMb} MB`,
      budget: '≤ 1.5× exceljs',
      met: ie.import.ratio <= 1.5,
    });
    rows.push({
      measure: `Export, ${n(ie.rows)} rows`,
      figure: `${seconds(ie.export.exportMs)} (exceljs write alone ${seconds(ie.export.rawWriteMs)}: ${ratio(ie.export.ratio)}), peak ${ie.export.peakRssMb} MB`,
      budget: '≤ 1.5× exceljs',
      met: ie.export.ratio <= 1.5,
    });
  }
  return rows;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const tableLines = (rows: Row[]) => [
  '| Measure | Figure | Budget | |',
  '|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${cell(row.measure)} | ${cell(row.figure)} | ${row.budget ?? '—'} | ${row.met === undefined ? '' : row.met ? 'met' : '**not met**'} |`,
  ),
];

/** One size's section: heading, machine line, the summary table. */
export function figuresSection(r: BenchResults): string {
  const slowdown = r.machine.calibrationMs / IDLE_CALIBRATION_MS;
  const lines = [
    `<!-- bench:${r.size} -->`,
    `### ${n(r.size)} businesses`,
    '',
    `\`npm run bench -- --size ${r.size}\`, ${r.date.slice(0, 10)}: ${r.machine.cpus} CPUs, ` +
      `the machine ${slowdown.toFixed(1)}× slower than idle by the calibration query.`,
    '',
    ...tableLines(summaryRows(r)),
    `<!-- /bench:${r.size} -->`,
  ];
  return lines.join('\n');
}

/** Replaces this size's section (or adds it before the end marker); sections stay ordered by size. */
export function withFigures(doc: string, r: BenchResults): string {
  const section = figuresSection(r);
  const existing = new RegExp(`<!-- bench:${r.size} -->[\\s\\S]*?<!-- /bench:${r.size} -->`);
  if (existing.test(doc)) return doc.replace(existing, section);
  const end = doc.indexOf(FIGURES_END);
  if (end === -1) throw new Error(`the document has no ${FIGURES_END} marker`);
  const larger = [...doc.matchAll(/<!-- bench:(\d+) -->/g)].find(
    (match) => Number(match[1]) > r.size,
  );
  const at = larger?.index ?? end;
  return `${doc.slice(0, at)}${section}\n\n${doc.slice(at)}`;
}

export async function updatePerformanceDoc(file: string, r: BenchResults) {
  await writeFile(file, withFigures(await readFile(file, 'utf8'), r));
}

/** `bench:render`'s section for its size; `how` says which command printed it. */
export async function updateRenderDoc(file: string, r: RenderResults, how: string) {
  const marker = `bench:render-${r.size}`;
  const section = [
    `<!-- ${marker} -->`,
    `### Cold renders, ${n(r.size)} businesses`,
    '',
    `\`${how}\`, ${r.date.slice(0, 10)}.`,
    '',
    ...tableLines(renderRows(r)),
    `<!-- /${marker} -->`,
  ].join('\n');
  const doc = await readFile(file, 'utf8');
  const existing = new RegExp(`<!-- ${marker} -->[\\s\\S]*?<!-- /${marker} -->`);
  const end = doc.indexOf(FIGURES_END);
  if (end === -1) throw new Error(`the document has no ${FIGURES_END} marker`);
  await writeFile(
    file,
    existing.test(doc)
      ? doc.replace(existing, section)
      : `${doc.slice(0, end)}${section}\n\n${doc.slice(end)}`,
  );
}
