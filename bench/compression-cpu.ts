// gzip's CPU per request (bench/README.md): `npx tsx bench/compression-cpu.ts --database-url URL --size N`
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadedBenchData, loadedDatabaseOptions } from './lib/database';
import { prime, sampleLatency } from './lib/http-load';
import { startApp } from './lib/next-server';
import { stopAll } from './lib/processes';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    size: { type: 'string' },
    requests: { type: 'string', default: '300' },
  },
});
const options = z
  .object({ ...loadedDatabaseOptions, requests: z.coerce.number().int().min(20).max(5000) })
  .parse(values);

const TICKS_PER_SECOND = 100;

/** User plus system CPU of a process and all its descendants, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command (which may hold spaces): utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
  return own + children.reduce((sum, child) => sum + cpuMs(child), 0);
}

async function perRequest(pid: number, baseUrl: string, paths: string[], requests: number) {
  const before = cpuMs(pid);
  const sample = await sampleLatency(baseUrl, paths, { requests, concurrency: 2 });
  return { cpuMsPerRequest: (cpuMs(pid) - before) / sample.requests, p50Ms: sample.p50Ms };
}

async function main() {
  const { data, ...database } = await loadedBenchData(options);
  const detail = (slug: string) => `/details/${encodeURIComponent(slug)}`;
  const rows = [];
  for (const [index, compression] of (['on', 'off'] as const).entries()) {
    const app = await startApp(database.url, { HTTP_COMPRESSION: compression });
    try {
      const warmPath = detail(data.topSlug);
      await prime(app.baseUrl, warmPath);
      // Each setting renders its own half of the slugs: none was cached by the other's run.
      const half = Math.floor(data.slugs.length / 2);
      const cold = data.slugs.slice(index * half, (index + 1) * half).map(detail);
      const gzip = await fetch(`${app.baseUrl}${warmPath}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      rows.push({
        compression,
        contentEncoding: gzip.headers.get('content-encoding') ?? 'none',
        // fetch decodes the body: these are the page's bytes before compression.
        bytes: (await gzip.arrayBuffer()).byteLength,
        warm: await perRequest(app.pid, app.baseUrl, [warmPath], options.requests),
        cold: await perRequest(app.pid, app.baseUrl, cold, Math.min(cold.length, 300)),
      });
    } finally {
      await app.stop();
    }
  }
  console.log(
    '\n| HTTP_COMPRESSION | Response | Warm detail: CPU ms / request | Cold detail: CPU ms / request |',
  );
  console.log('|---|---|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.compression} | ${row.contentEncoding}, ${(row.bytes / 1024).toFixed(1)} kB | ${row.warm.cpuMsPerRequest.toFixed(2)} | ${row.cold.cpuMsPerRequest.toFixed(2)} |`,
    );
}

main()
  .catch((error) => {
    console.error(`[compression-cpu] ${(error as Error).stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(stopAll);
