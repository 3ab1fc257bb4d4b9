// HTTP load: autocannon for throughput with p50/p99; a fetch loop for exact p50/p95.
import autocannon from 'autocannon';
import { percentile } from './stats';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failed: number;
  /** Response bytes per second (headers and bodies). */
  bytesPerSecond: number;
};

/** Throughput of `paths` in turn (distinct URLs defeat a URL-keyed cache) for `seconds`; with
 * `once`, each path once and the run ends with them, so that a cold run never repeats one. */
export async function load(
  baseUrl: string,
  paths: readonly string[],
  options: {
    connections: number;
    seconds: number;
    once?: boolean;
    cookie?: string;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: `${baseUrl}${paths[0]}`,
    connections: options.connections,
    ...(options.once ? { amount: paths.length } : { duration: options.seconds }),
    timeout: 30,
    headers: { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  return {
    // A run that ends with its paths ends inside a second, which the per-second average counts whole.
    requestsPerSecond: options.once
      ? result.requests.total / result.duration
      : result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    bytesPerSecond: result.throughput.average,
  };
}

/** Per-request latency of `paths` with `concurrency` requests in flight; p50/p95 in ms. */
export async function sampleLatency(
  baseUrl: string,
  paths: readonly string[],
  options: { requests: number; concurrency: number; cookie?: string },
) {
  const headers = options.cookie ? { cookie: options.cookie } : undefined;
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  async function worker() {
    while (next < options.requests) {
      const path = paths[next++ % paths.length]!;
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) failed++;
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return {
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    requests: times.length,
    failed,
  };
}

/** Warms a URL (its first render fills the caches). */
export async function prime(baseUrl: string, path: string, cookie?: string) {
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  }
}

// Waits until the static page answers within `settledMs` twice running: a cold run leaves renders
// queued that would eat the next run. Gives up, and says so, after `timeoutMs`.
export async function settle(
  baseUrl: string,
  path: string,
  { settledMs = 250, timeoutMs = 120_000 } = {},
) {
  const started = performance.now();
  let quick = 0;
  while (quick < 2) {
    if (performance.now() - started > timeoutMs) {
      console.error(`[bench] the server was still busy after ${timeoutMs / 1000} s`);
      return performance.now() - started;
    }
    const asked = performance.now();
    await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
    quick = performance.now() - asked <= settledMs ? quick + 1 : 0;
  }
  return performance.now() - started;
}
