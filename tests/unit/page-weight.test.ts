import { describe, expect, it } from 'vitest';
import { weighHtml } from '@/bench/lib/page-weight';
import { renderBudgets, type RenderResults } from '@/bench/lib/render-budgets';

// The shape Next 16 writes: markup, then the Flight payload pushed in inline scripts, where
// a lazy row is referenced as "$L<hex>" inside a JavaScript string.
const HTML = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title>',
  '<script src="/_next/a.js" async=""></script></head>',
  '<body><header><a href="/">Home</a></header><main><ul><li>One</li><li>Two</li></ul></main>',
  '<script>self.__next_f.push([1,"0:[\\"$\\",\\"main\\",null,{\\"children\\":[\\"$L1\\",\\"$L1a\\"]}]\\n"])</script>',
  '<script>self.__next_f.push([1,"1a:[\\"$\\",\\"li\\",null,{\\"children\\":\\"<b>not an element</b>\\"}]\\n"])</script>',
  '<script>document.title</script></body></html>',
].join('');

describe('weighHtml', () => {
  it('counts body elements outside scripts, the inline payload and its lazy rows', () => {
    const weight = weighHtml('detail', '/details/x', HTML);
    // body, header, a, main, ul, li, li: script contents and the scripts themselves are not counted.
    expect(weight.bodyElements).toBe(7);
    expect(weight.lazyReferences).toBe(2);
    // main and li: the "$L" references are client components or lazy rows, not host elements.
    expect(weight.payloadElements).toBe(2);
    expect(weight.htmlBytes).toBe(Buffer.byteLength(HTML));
    const pushes = [...HTML.matchAll(/<script>(self\.__next_f[\s\S]*?)<\/script>/g)];
    expect(weight.inlinePayloadBytes).toBe(pushes.reduce((sum, [, s]) => sum + s!.length, 0));
  });
});

const load = (rps: number, p99Ms: number) => ({
  requestsPerSecond: rps,
  p50Ms: p99Ms / 2,
  p99Ms,
  requests: rps * 8,
  failed: 0,
  bytesPerSecond: 1e6,
});

function results(detailHtmlKb: number, standard: number, calibrated: number): RenderResults {
  const weight = (name: string, kb: number) => ({
    name,
    path: `/${name}`,
    htmlBytes: kb * 1024,
    inlinePayloadBytes: kb * 512,
    bodyElements: 300,
    payloadElements: 200,
    lazyReferences: 20,
  });
  const scores = (performance: number) => ({
    performance,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
  });
  return {
    size: 1_000_000,
    date: '2026-11-27T18:00:00.000Z',
    pages: {
      pages: [
        {
          name: 'detail',
          warmUrl: '/details/x',
          coldUrls: 10,
          warm: { 10: load(500, 40), 50: load(400, 200) },
          cold: { 10: load(60, 200), 50: load(60, 900) },
          staticBeside: { 10: load(600, 30), 50: load(500, 150) },
        },
      ],
    },
    bareCold: { 10: load(100, 120), 50: load(110, 600) },
    listP95: [{ name: 'search', p50Ms: 60, p95Ms: 140, requests: 60 }],
    pageWeights: [weight('detail', detailHtmlKb), weight('cities', 120)],
    lighthouse: {
      benchmarkIndexRange: [1100, 1300],
      cpuSlowdownRange: [2.6, 3],
      pages: [
        { path: 'bare Next page', scores: scores(98) },
        { path: '/', scores: scores(calibrated) },
      ],
      standard: {
        benchmarkIndexRange: [1100, 1300],
        cpuSlowdownRange: [4, 4],
        pages: [{ path: '/', scores: scores(standard) }],
      },
    },
  } as unknown as RenderResults;
}

describe('renderBudgets', () => {
  const verdicts = (r: RenderResults) =>
    Object.fromEntries(renderBudgets(r).map((b) => [b.budget, b.met]));

  it('meets every budget when the figures are inside them', () => {
    expect(Object.values(verdicts(results(50, 96, 96)))).toEqual(Array(7).fill(true));
  });

  it('fails the detail HTML over 60 % of 94 kB, 4× under 95 and a gap over 3 points', () => {
    const v = verdicts(results(60, 94, 94));
    expect(v['Cold detail page HTML']).toBe(false);
    expect(v['Lighthouse performance, standard mobile preset (4× CPU), worst page median']).toBe(
      false,
    );
    expect(
      v["Lighthouse performance, host-calibrated, worst page's gap to the bare Next page"],
    ).toBe(false);
    expect(v['`/cities` HTML']).toBe(true);
  });
});
