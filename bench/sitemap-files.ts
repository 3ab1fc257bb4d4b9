// Business sitemap files on the production server (bench/README.md): `npm run bench:sitemap [-- --size 100000] [--skip-build] [--seconds 10]`
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { generateBusinesses, startBenchDatabase } from './lib/database';
import { buildApp, startApp } from './lib/next-server';
import { onStop, stopAll } from './lib/processes';
import { percentile } from './lib/stats';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const size = z.coerce.number().int().min(1000).max(5_000_000).parse(values.size);
const loadSeconds = z.coerce.number().int().min(2).max(120).parse(values.seconds);
const REPEATS = 7;
const round = (value: number) => Math.round(value * 10) / 10;

async function timed(url: string, headers?: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return {
    ms: performance.now() - started,
    urls: (body.match(/<loc>/g) ?? []).length,
    megabytes: round(Buffer.byteLength(body) / 2 ** 20),
    cacheControl: response.headers.get('cache-control'),
    contentEncoding: response.headers.get('content-encoding'),
    state: response.headers.get('x-sitemap-cache'),
  };
}

async function medianOf(times: number, url: string, headers?: Record<string, string>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) samples.push((await timed(url, headers)).ms);
  return round(percentile(samples, 50));
}

/** /about's p50 and p95 over `seconds`, one request at a time, while `busy` runs. */
async function aboutLatency(
  baseUrl: string,
  seconds: number,
  busy?: (stop: () => boolean) => Promise<void>,
) {
  const deadline = Date.now() + seconds * 1000;
  const stop = () => Date.now() > deadline;
  const samples: number[] = [];
  const probe = async () => {
    while (!stop()) samples.push((await timed(`${baseUrl}/about`)).ms);
  };
  await Promise.all([probe(), busy?.(stop)]);
  return { p50Ms: round(percentile(samples, 50)), p95Ms: round(percentile(samples, 95)) };
}

async function main() {
  const database = await startBenchDatabase();
  onStop(database.stop);
  console.error(`[bench] loading ${size.toLocaleString('en-GB')} businesses`);
  await generateBusinesses(database.url, size);
  if (!values['skip-build']) await buildApp(database.url);
  const app = await startApp(database.url);
  onStop(app.stop);
  const file = `${app.baseUrl}/sitemaps/businesses/1.xml`;

  const first = await timed(file);
  const again = await medianOf(REPEATS, file);
  const gzipOnly = await medianOf(REPEATS, file, { 'accept-encoding': 'gzip' });
  const plain = await medianOf(REPEATS, file, { 'accept-encoding': 'identity' });
  let n = 0;
  let loopRequests = 0;
  const withQuery = await medianOf(REPEATS, `${file}?utm_source=bench-${n++}`);
  const index = await timed(`${app.baseUrl}/sitemap.xml`);

  const idle = await aboutLatency(app.baseUrl, loadSeconds);
  // Four loops fetching sitemap files with a fresh query each time, as the audit did.
  const loops = async (stop: () => boolean) => {
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!stop()) {
          await timed(`${file}?utm_source=loop-${n++}`);
          loopRequests++;
        }
      }),
    );
  };
  const busy = await aboutLatency(app.baseUrl, loadSeconds, loops);

  console.log(
    JSON.stringify(
      {
        businesses: size,
        file: {
          urls: first.urls,
          megabytes: first.megabytes,
          cacheControl: first.cacheControl,
          contentEncoding: first.contentEncoding,
          indexCacheControl: index.cacheControl,
        },
        firstMs: round(first.ms),
        againMedianMs: again,
        gzipOnlyMedianMs: gzipOnly,
        identityMedianMs: plain,
        queryStringMedianMs: withQuery,
        about: { idle, whileFourSitemapLoops: busy },
        sitemapRequestsServedMeanwhile: loopRequests,
      },
      null,
      2,
    ),
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
