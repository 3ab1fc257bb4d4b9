// The HTTP measurements of a running production server.
import { bareMarkupPath, bareOnDemandPath } from './bare-next-app';
import { extraScripts, scriptsOf, totalGzip } from './first-load-js';
import { load, prime, sampleLatency, settle, type LoadResult } from './http-load';
import { median } from './stats';
import { STATIC_PAGE, type PageTarget } from './targets';

export const CONNECTIONS = [10, 50] as const;
type ByConnections = Record<(typeof CONNECTIONS)[number], LoadResult>;

async function atEachConcurrency(run: (connections: number) => Promise<LoadResult>) {
  const results = {} as ByConnections;
  for (const connections of CONNECTIONS) results[connections] = await run(connections);
  return results;
}

// Cold renders of other URLs before a cold run, ours and the bare page's alike: a server's first
// few hundred renders still run code V8 has not optimised, which no long-running server does.
const COLD_WARM_UP_RENDERS = 300;
const warmUpCold = (baseUrl: string, paths: readonly string[]) =>
  sampleLatency(baseUrl, paths, { requests: COLD_WARM_UP_RENDERS, concurrency: CONNECTIONS[0] });

// Each page type warm, then cold (distinct URLs, each rendered), each run after its own static
// baseline; cold runs wait for the server to settle and use different halves of the URLs (README).
export async function measurePages(
  baseUrl: string,
  targets: PageTarget[],
  options: { seconds: number },
) {
  const warmAt = (path: string) =>
    atEachConcurrency((connections) =>
      load(baseUrl, [path], { connections, seconds: options.seconds }),
    );
  await prime(baseUrl, STATIC_PAGE);
  await warmAt(STATIC_PAGE);
  const warmRuns = [];
  for (const target of targets) {
    await prime(baseUrl, target.warm);
    const staticBeside = await warmAt(STATIC_PAGE);
    warmRuns.push({ staticBeside, warm: await warmAt(target.warm) });
  }
  const pages = [];
  for (const [i, target] of targets.entries()) {
    const { warm, staticBeside } = warmRuns[i]!;
    // A page with one URL (home) has no cold form beyond its first request: all runs share it.
    // At most a third of a short list, so the measured runs keep URLs; its renders cycle it.
    const warmUp = Math.min(COLD_WARM_UP_RENDERS, Math.floor(target.cold.length / 3));
    const measured = target.cold.slice(warmUp);
    const half = Math.floor(measured.length / 2) || measured.length;
    if (warmUp) await warmUpCold(baseUrl, target.cold.slice(0, warmUp));
    const cold = await atEachConcurrency(async (connections) => {
      await settle(baseUrl, STATIC_PAGE);
      return load(
        baseUrl,
        connections === CONNECTIONS[0] ? measured.slice(0, half) : measured.slice(-half),
        { connections, seconds: options.seconds },
      );
    });
    console.error(
      `[bench] ${target.name}: warm ${Math.round(warm[10].requestsPerSecond)} req/s, cold p99 ${cold[10].p99Ms} ms`,
    );
    pages.push({
      name: target.name,
      warmUrl: target.warm,
      coldUrls: target.cold.length,
      warm,
      staticBeside,
      cold,
    });
  }
  await settle(baseUrl, STATIC_PAGE);
  return { pages };
}

/** A crawler's repeat request (ETag → 304 from the stored page, docs/seo.md) beside the static page. */
export async function measureNotModified(
  baseUrl: string,
  path: string,
  options: { seconds: number },
) {
  await prime(baseUrl, path);
  const etag = (await fetch(`${baseUrl}${path}`)).headers.get('etag');
  const headers = { 'If-None-Match': etag ?? '' };
  const check = await fetch(`${baseUrl}${path}`, { headers });
  await check.arrayBuffer();
  if (check.status !== 304) throw new Error(`${path} answered ${check.status} to its own ETag`);
  await prime(baseUrl, STATIC_PAGE);
  const runs = {} as Record<
    (typeof CONNECTIONS)[number],
    { about: LoadResult; notModified: LoadResult }
  >;
  for (const connections of CONNECTIONS) {
    const about = await load(baseUrl, [STATIC_PAGE], { connections, seconds: options.seconds });
    const notModified = await load(baseUrl, [path], {
      connections,
      seconds: options.seconds,
      headers,
    });
    runs[connections] = { about, notModified };
  }
  return { path, runs };
}

/** More distinct URLs than a cold run of the bare page can ask for, at each concurrency. */
const BARE_COLD_URLS = 20_000;
const bareColdUrls = (range: number) =>
  Array.from({ length: BARE_COLD_URLS }, (_, i) => bareOnDemandPath(range * BARE_COLD_URLS + i));

/** The list page types whose uncached latency is budgeted. */
export const LIST_PAGES = ['browse', 'search', 'category', 'city'];

// A running server has loaded and compiled each page's code: a few other URLs of the page first.
const LIST_WARM_UP = 5;

/** A list page with nothing cached: draft mode (`cookie`) reads everything, one request at a time. */
export async function measureListP95(baseUrl: string, targets: PageTarget[], cookie: string) {
  const rows = [];
  for (const target of targets.filter((t) => LIST_PAGES.includes(t.name))) {
    await sampleLatency(baseUrl, target.cold.slice(-LIST_WARM_UP), {
      requests: LIST_WARM_UP,
      concurrency: 1,
      cookie,
    });
    const sample = await sampleLatency(baseUrl, target.cold, {
      requests: 60,
      concurrency: 1,
      cookie,
    });
    rows.push({ name: target.name, ...sample });
  }
  return rows;
}

/** The framework's floor for a cold page: the bare page on demand over distinct URLs, after a warm-up. */
export async function measureBareCold(bareBaseUrl: string, options: { seconds: number }) {
  await warmUpCold(bareBaseUrl, bareColdUrls(0));
  return atEachConcurrency((connections) =>
    load(bareBaseUrl, bareColdUrls(connections === CONNECTIONS[0] ? 1 : 2), {
      connections,
      seconds: options.seconds,
    }),
  );
}

export type ColdPair = { ours: LoadResult; bare: LoadResult };
const COLD_PAIRS = 3;

// The budget's ratio (issue 47) from windows that alternate ours and the bare page's, after a
// warm-up of each: a neighbour's load on this shared host falls on both sides of each pair.
export async function measureColdBesideBare(
  baseUrl: string,
  coldUrls: readonly string[],
  bareBaseUrl: string,
  options: { seconds: number },
): Promise<ColdPair[]> {
  const warmUp = Math.min(COLD_WARM_UP_RENDERS, Math.floor(coldUrls.length / 3));
  const measured = coldUrls.slice(warmUp);
  const share = Math.ceil(measured.length / COLD_PAIRS);
  await warmUpCold(baseUrl, coldUrls.slice(0, warmUp));
  // Ranges past measureBareCold's three, so that each window's bare URLs are new too.
  await warmUpCold(bareBaseUrl, bareColdUrls(3));
  const run = { connections: CONNECTIONS[0], seconds: options.seconds };
  const pairs: ColdPair[] = [];
  for (let round = 0; round < COLD_PAIRS; round++) {
    await settle(baseUrl, STATIC_PAGE);
    const window = measured.slice(round * share, (round + 1) * share);
    const ours = await load(baseUrl, window, { ...run, once: true });
    const bare = await load(bareBaseUrl, bareColdUrls(4 + round), run);
    pairs.push({ ours, bare });
  }
  return pairs;
}

/** The bare page rendering one of our pages' markup, cold, 10 connections: that markup's own floor. */
export async function measureBareMarkupCold(bareBaseUrl: string, options: { seconds: number }) {
  const urls = Array.from({ length: BARE_COLD_URLS }, (_, i) => bareMarkupPath(i));
  await warmUpCold(bareBaseUrl, urls.slice(-COLD_WARM_UP_RENDERS));
  return load(bareBaseUrl, urls, { connections: CONNECTIONS[0], seconds: options.seconds });
}

export async function measureApi(baseUrl: string, targets: { name: string; paths: string[] }[]) {
  const rows = [];
  for (const target of targets) {
    await sampleLatency(baseUrl, target.paths.slice(0, 3), { requests: 3, concurrency: 1 });
    const result = await sampleLatency(baseUrl, target.paths, { requests: 200, concurrency: 10 });
    rows.push({ name: target.name, distinctUrls: target.paths.length, ...result });
  }
  return rows;
}

/** The first business sitemap file: its first (uncached) answer, then the cached one. */
export async function measureSitemap(baseUrl: string) {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/sitemaps/businesses/1.xml`);
    const body = await response.text();
    return { ms: performance.now() - started, body, ok: response.ok };
  };
  const first = await get();
  const again: number[] = [];
  for (let i = 0; i < 5; i++) again.push((await get()).ms);
  return {
    ok: first.ok,
    urls: (first.body.match(/<loc>/g) ?? []).length,
    megabytes: Number((first.body.length / 2 ** 20).toFixed(2)),
    firstMs: first.ms,
    repeatMedianMs: median(again),
  };
}

export async function measureFirstLoadJs(
  baseUrl: string,
  pages: { name: string; path: string }[],
  bareScripts: string[],
) {
  const bare = await totalGzip(baseUrl, bareScripts);
  const rows = [];
  for (const page of pages) {
    const scripts = await scriptsOf(baseUrl, page.path);
    const gzip = await totalGzip(baseUrl, scripts);
    rows.push({
      ...page,
      scripts: scripts.length,
      gzipBytes: gzip,
      beyondBareBytes: gzip - bare,
      extra: await extraScripts(baseUrl, scripts, bareScripts),
    });
  }
  return { bareBytes: bare, bareScripts, pages: rows };
}
