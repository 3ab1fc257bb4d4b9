// Issue 47's budgets (a cold render's cost and weight, the Lighthouse bar), for `bench` and `bench:render`.
import { BARE_PAGE } from './bare-next-app';
import type { LoadResult } from './http-load';
import type { ColdPair } from './measure-http';
import type { PageWeight } from './page-weight';
import type { BenchResults } from './report';
import { median, ms, ratio } from './stats';

export type RenderResults = Pick<BenchResults, 'size' | 'date' | 'listP95' | 'lighthouse'> &
  Partial<Pick<BenchResults, 'pages' | 'bareCold' | 'coldBesideBare'>> & {
    pageWeights?: PageWeight[];
    bareMarkupCold?: LoadResult;
  };

/** The paired windows (measureColdBesideBare); results from before them had one window each. */
export function coldPairs(r: RenderResults): ColdPair[] {
  if (r.coldBesideBare) return r.coldBesideBare;
  const detail = r.pages?.pages.find((page) => page.name === 'detail');
  return detail && r.bareCold ? [{ ours: detail.cold[10], bare: r.bareCold[10] }] : [];
}

/** The medians over the pairs of our share of the bare page's rate and our p99 over its p99. */
export function coldVersusBare(pairs: ColdPair[]) {
  return {
    share: median(pairs.map(({ ours, bare }) => ours.requestsPerSecond / bare.requestsPerSecond)),
    tail: median(pairs.map(({ ours, bare }) => ours.p99Ms / bare.p99Ms)),
    bareRate: median(pairs.map(({ bare }) => bare.requestsPerSecond)),
  };
}

export type Budget = { budget: string; target: string; measured: string; met: boolean };

export const COLD_DETAIL_BUDGET = 'Cold detail page vs bare Next page on demand, 10 connections';

/** A cold detail page's HTML before issue 47, at 1,000,000 businesses. */
const DETAIL_HTML_BEFORE = 94 * 1024;
const CITIES_HTML_MAX = 300 * 1024;
const LIST_P95_MAX_MS = 150;

const n = (value: number) => Math.round(value).toLocaleString('en-GB');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function lighthouseBudgets(r: RenderResults): Budget[] {
  type Audited = { path: string; scores: Record<string, number> };
  const ours = (pages: Audited[] = []) => pages.filter((p) => p.path !== BARE_PAGE);
  const standard = ours(r.lighthouse?.standard?.pages);
  const calibrated = ours(r.lighthouse?.pages);
  const bare = r.lighthouse?.pages.find((p) => p.path === BARE_PAGE)?.scores.performance;
  const rows: Budget[] = [];
  if (standard.length) {
    const worst = Math.min(...standard.map((p) => p.scores.performance ?? 0));
    rows.push({
      budget: 'Lighthouse performance, standard mobile preset (4× CPU), worst page median',
      target: '≥ 95',
      measured: standard.map((p) => `${p.path} ${p.scores.performance}`).join(', '),
      met: worst >= 95,
    });
  }
  if (calibrated.length && bare !== undefined) {
    const gap = Math.max(...calibrated.map((p) => bare - (p.scores.performance ?? 0)));
    rows.push({
      budget: "Lighthouse performance, host-calibrated, worst page's gap to the bare Next page",
      target: '≤ 3 points',
      measured: `${gap} (bare ${bare}; ${calibrated.map((p) => `${p.path} ${p.scores.performance}`).join(', ')})`,
      met: gap <= 3,
    });
  }
  const all = [...standard, ...calibrated];
  if (all.length) {
    const worst = (id: string) => Math.min(...all.map((p) => p.scores[id] ?? 0));
    const ids = ['accessibility', 'best-practices', 'seo'];
    rows.push({
      budget: 'Lighthouse accessibility, best practices, SEO (worst)',
      target: '100 each',
      measured: ids.map(worst).join(' / '),
      met: ids.every((id) => worst(id) === 100),
    });
  }
  return rows;
}

export function renderBudgets(r: RenderResults): Budget[] {
  // Issue 33: against the framework's floor measured in the same run, not a fixed time.
  const pairs = coldPairs(r);
  const cold = coldVersusBare(pairs);
  const worstList = Math.max(...r.listP95.map((row) => row.p95Ms));
  const weight = (name: string) => r.pageWeights?.find((w) => w.name === name);
  const detailHtml = weight('detail');
  const citiesHtml = weight('cities');
  return [
    {
      budget: COLD_DETAIL_BUDGET,
      target: '≥ 50 % of the bare page; p99 ≤ 2× its p99',
      measured: !pairs.length
        ? '—'
        : pairs.some(({ ours }) => ours.requests === 0)
          ? 'no cold request completed within a window'
          : `${Math.round(cold.share * 100)} %; p99 ${ratio(cold.tail)} (median of ${pairs.length} window pairs: ${pairs.map(({ ours, bare }) => `${n(ours.requestsPerSecond)} vs ${n(bare.requestsPerSecond)} req/s, p99 ${ms(ours.p99Ms)} vs ${ms(bare.p99Ms)} ms`).join('; ')})`,
      met: pairs.length > 0 && cold.share >= 0.5 && cold.tail <= 2,
    },
    {
      budget: 'Lists with nothing cached p95 (worst, search included)',
      target: `≤ ${LIST_P95_MAX_MS} ms`,
      measured: `${ms(worstList)} ms`,
      met: worstList <= LIST_P95_MAX_MS,
    },
    ...(detailHtml
      ? [
          {
            budget: 'Cold detail page HTML',
            target: `≤ 60 % of ${kb(DETAIL_HTML_BEFORE)}`,
            measured: `${kb(detailHtml.htmlBytes)} (${Math.round((100 * detailHtml.htmlBytes) / DETAIL_HTML_BEFORE)} %)`,
            met: detailHtml.htmlBytes <= 0.6 * DETAIL_HTML_BEFORE,
          },
        ]
      : []),
    ...(citiesHtml
      ? [
          {
            budget: '`/cities` HTML',
            target: `≤ ${kb(CITIES_HTML_MAX)}`,
            measured: kb(citiesHtml.htmlBytes),
            met: citiesHtml.htmlBytes <= CITIES_HTML_MAX,
          },
        ]
      : []),
    ...lighthouseBudgets(r),
  ];
}

/** The page weights as a markdown table: elements, bytes, inline payload and lazy rows. */
export function weightTable(weights: PageWeight[]): string[] {
  return [
    '| Template | Elements in `<body>` | HTML | Inline payload | `"$L` lazy rows |',
    '|---|---:|---:|---:|---:|',
    ...weights.map(
      (w) =>
        `| ${w.name} \`${w.path}\` | ${n(w.bodyElements)} | ${kb(w.htmlBytes)} | ${kb(w.inlinePayloadBytes)} (${Math.round((100 * w.inlinePayloadBytes) / w.htmlBytes)} %) | ${w.lazyReferences} |`,
    ),
  ];
}
