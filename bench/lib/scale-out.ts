// Several instances: Redis tag sharing's cost to a warm page, and an edit's delay between instances.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { freePort, startProcess, stopProcess } from './processes';
import { load, prime, type LoadResult } from './http-load';
import { startApp } from './next-server';
import { percentile } from './stats';

const REDIS = '/usr/bin/redis-server';
const EDITS = 50;
// Taken in turn: the home page and detail pages, each a cached page with its tags to check.
const WARM_PAGES = 20;

export type ScaleOut = {
  connections: number;
  /** Warm-page throughput of one instance, best of two rounds each. */
  withoutRedis: LoadResult;
  withRedis: LoadResult;
  /** 1 − with ÷ without. */
  overhead: number;
  /** Milliseconds from an edit's answer on one instance to the change on the other. */
  invalidation: { edits: number; p50Ms: number; p99Ms: number; maxMs: number };
};

const ADMIN = {
  ADMIN_USERNAME: 'bench',
  ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
  AUTH_SECRET: randomBytes(32).toString('base64url'),
};

async function startRedis() {
  const port = await freePort();
  const child = startProcess(
    REDIS,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { quiet: true },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}

async function throughput(baseUrl: string, paths: string[], seconds: number, connections: number) {
  for (const path of paths) await prime(baseUrl, path);
  return load(baseUrl, paths, { connections, seconds });
}

const best = (results: LoadResult[]) =>
  results.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));

async function invalidationLatency(a: string, b: string, id: string, slug: string) {
  const login = await fetch(`${a}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`bench login answered ${login.status}`);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const times: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    await prime(b, `/details/${slug}`);
    const address = `${i} Bench Street, Leeds LS1 1AA`;
    const edit = await fetch(`${a}/api/admin/businesses/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-admin-request': '1', cookie },
      body: JSON.stringify({ address }),
    });
    if (!edit.ok) throw new Error(`bench edit answered ${edit.status}`);
    const since = performance.now();
    for (;;) {
      const html = await (await fetch(`${b}/details/${slug}`)).text();
      if (html.includes(`>${address}</address>`)) break;
      if (performance.now() - since > 10_000) throw new Error('an edit did not show in 10 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    times.push(performance.now() - since);
  }
  return {
    edits: EDITS,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
  };
}

// Warm throughput without and with REDIS_URL (alternating, best of two), then 50 edits read back on
// another instance. Null without redis-server (`npm run test:cluster` installs it).
export async function measureScaleOut(
  databaseUrl: string,
  data: { slugs: string[]; ids: string[] },
  options: { seconds: number; connections?: number },
): Promise<ScaleOut | null> {
  if (!existsSync(REDIS)) {
    console.error('[bench] scale-out skipped: redis-server is not installed');
    return null;
  }
  const connections = options.connections ?? 50;
  const paths = ['/', ...data.slugs.slice(0, WARM_PAGES - 1).map((slug) => `/details/${slug}`)];
  const redis = await startRedis();
  try {
    const rounds: { without: LoadResult[]; with: LoadResult[] } = { without: [], with: [] };
    for (let round = 0; round < 2; round++) {
      for (const shared of [false, true]) {
        const app = await startApp(databaseUrl, shared ? { REDIS_URL: redis.url } : {});
        try {
          const result = await throughput(app.baseUrl, paths, options.seconds, connections);
          rounds[shared ? 'with' : 'without'].push(result);
        } finally {
          await app.stop();
        }
      }
    }
    const withoutRedis = best(rounds.without);
    const withRedis = best(rounds.with);
    const env = { REDIS_URL: redis.url, ...ADMIN };
    const [a, b] = [await startApp(databaseUrl, env), await startApp(databaseUrl, env)];
    try {
      // sampleData reads ids and slugs from the same rows, in the same order.
      const invalidation = await invalidationLatency(
        a.baseUrl,
        b.baseUrl,
        data.ids[0]!,
        data.slugs[0]!,
      );
      return {
        connections,
        withoutRedis,
        withRedis,
        overhead: 1 - withRedis.requestsPerSecond / withoutRedis.requestsPerSecond,
        invalidation,
      };
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  } finally {
    await redis.stop();
  }
}
