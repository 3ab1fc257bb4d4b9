import { describe, expect, it } from 'vitest';
import { withFigures } from '@/bench/lib/performance-doc';
import type { BenchResults } from '@/bench/lib/report';

const load = (rps: number) => ({
  requestsPerSecond: rps,
  p50Ms: 10,
  p99Ms: 40,
  requests: rps * 8,
  failed: 0,
  bytesPerSecond: 1e6,
});

/** A bench result with the figures the summary reads; the rest left empty. */
function results(size: number, searchP95Ms: number): BenchResults {
  return {
    size,
    date: '2026-11-24T10:00:00.000Z',
    machine: { cpus: 2, loadBefore: [1, 1, 1], loadAfter: [1, 1, 1], calibrationMs: 120 },
    setup: { generateSeconds: 10, buildSeconds: 60 },
    pages: {
      pages: [
        {
          name: 'detail',
          warmUrl: '/details/x',
          coldUrls: 10,
          warm: { 10: load(500), 50: load(400) },
          cold: { 10: load(20), 50: load(25) },
          staticBeside: { 10: load(600), 50: load(500) },
        },
      ],
    },
    bareCold: { 10: load(70), 50: load(80) },
    listP95: [{ name: 'browse', p50Ms: 30, p95Ms: 80, requests: 60 }],
    api: [],
    search: {
      runsPerQuery: 7,
      naiveRunsPerQuery: 3,
      p50Ms: 10,
      p95Ms: searchP95Ms,
      naiveP50Ms: 500,
      naiveP95Ms: 900,
      queries: [],
    },
    sitemap: { ok: true, urls: 50_000, megabytes: 5.4, firstMs: 3000, repeatMedianMs: 1400 },
    firstLoadJs: { bareBytes: 130_000, bareScripts: [], pages: [] },
    lighthouse: null,
    importExport: null,
  } as unknown as BenchResults;
}

const DOC = [
  '# Performance',
  '',
  'Design notes stay as they are.',
  '',
  '<!-- bench:1000000 -->',
  'old million figures',
  '<!-- /bench:1000000 -->',
  '',
  '<!-- bench:end -->',
  '',
].join('\n');

describe('docs/performance.md figures', () => {
  it("adds a size's table in size order and keeps everything else", () => {
    const doc = withFigures(DOC, results(100_000, 30));
    expect(doc).toContain('Design notes stay as they are.');
    expect(doc).toContain('old million figures');
    expect(doc.indexOf('### 100,000 businesses')).toBeLessThan(doc.indexOf('bench:1000000'));
    expect(doc).toContain('| Search, server time p50 / p95 | 10 / 30 ms | ≤ 50 ms | met |');
    expect(doc).toContain('| Search vs naive `ILIKE` scan (p95) | 30× | ≥ 20× | met |');
    expect(doc).toContain('detail 83 / 80 %');
  });

  it("replaces only its own size's table on the next run", () => {
    const first = withFigures(DOC, results(100_000, 30));
    const second = withFigures(first, results(100_000, 60));
    expect(second).toContain(
      '| Search, server time p50 / p95 | 10 / 60 ms | ≤ 50 ms | **not met** |',
    );
    expect(second).not.toContain('10 / 30 ms');
    expect(second.match(/### 100,000 businesses/g)).toHaveLength(1);
    expect(withFigures(second, results(1_000_000, 45))).not.toContain('old million figures');
  });

  it("judges cold detail pages against the bare page of the same run (issue 33's budget)", () => {
    const slow = withFigures(DOC, results(10_000, 30));
    expect(slow).toContain(
      '20 req/s, p50 10 / p99 40 ms (bare Next page: 70 req/s, p99 40 ms): median 29 %, p99 1.00× | ≥ 50 % of the bare page; p99 ≤ 2× its p99 | **not met** |',
    );
    const near = results(10_000, 30);
    near.pages.pages[0]!.cold[10] = { ...load(40), p99Ms: 80 };
    expect(withFigures(DOC, near)).toContain(
      '57 %, p99 2.00× | ≥ 50 % of the bare page; p99 ≤ 2× its p99 | met |',
    );
    near.pages.pages[0]!.cold[10] = { ...load(40), p99Ms: 90 };
    expect(withFigures(DOC, near)).toContain(
      'p99 2.25× | ≥ 50 % of the bare page; p99 ≤ 2× its p99 | **not met** |',
    );
  });

  it('reads the budget from the median of alternating window pairs when the run has them', () => {
    const paired = results(1_000_000, 30);
    // The noisiest pair alone would fail the share, another alone the tail: the medians pass.
    paired.coldBesideBare = [
      { ours: { ...load(40), p99Ms: 70 }, bare: load(100) },
      { ours: { ...load(50), p99Ms: 90 }, bare: load(90) },
      { ours: { ...load(60), p99Ms: 60 }, bare: load(110) },
    ];
    const doc = withFigures(DOC, paired);
    expect(doc).toContain(
      '40 req/s, p50 10 / p99 70 ms (bare Next page: 100 req/s, p99 40 ms); 50 req/s, p50 10 / p99 90 ms (bare Next page: 90 req/s, p99 40 ms); 60 req/s, p50 10 / p99 60 ms (bare Next page: 110 req/s, p99 40 ms): median 55 %, p99 1.75× | ≥ 50 % of the bare page; p99 ≤ 2× its p99 | met |',
    );
  });

  it('says so when no cold request completed instead of a ratio of zeros', async () => {
    const { budgets } = await import('@/bench/lib/report');
    const stuck = results(1_000_000, 30);
    stuck.pages.pages[0]!.cold[10] = { ...load(0), p99Ms: 0 };
    const row = budgets(stuck).find((b) => b.budget.startsWith('Cold detail'))!;
    expect(row).toMatchObject({
      measured: 'no cold request completed within a window',
      met: false,
    });
  });

  it('refuses a document without the end marker rather than losing the figures', () => {
    expect(() => withFigures('# Performance\n', results(1000, 20))).toThrow(/bench:end/);
  });
});
