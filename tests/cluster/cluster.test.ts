// Many instances, one truth: what one instance learns (an edit, a failed login, a logout) the
// other acts on, through Redis and PostgreSQL; and Redis going away degrades, never breaks.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MEMO_MS } from '@/lib/cache/shared-tags.mjs';
import { paddedWorkbook } from '@/tests/support/spreadsheets/padded-workbook';
import { ADMIN, MAX_LAG_MS, postgres, sleep, startCluster, type Cluster } from './cluster';

let cluster: Cluster;
let business: { id: string; slug: string };

const ADMIN_HEADERS = { 'content-type': 'application/json', 'x-admin-request': '1' };

async function login(base: string, password: string, address: string) {
  return fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { ...ADMIN_HEADERS, 'x-forwarded-for': address },
    body: JSON.stringify({ username: ADMIN.username, password }),
  });
}

async function sessionCookie(base: string, address: string) {
  const response = await login(base, ADMIN.password, address);
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

let cookie: string;

async function edit(base: string, address: string) {
  const response = await fetch(`${base}/api/admin/businesses/${business.id}`, {
    method: 'PATCH',
    headers: { ...ADMIN_HEADERS, cookie, 'x-forwarded-for': '192.0.2.1' },
    body: JSON.stringify({ address }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const detail = (base: string) => fetch(`${base}/details/${business.slug}`);
const shows = async (base: string, address: string) =>
  (await (await detail(base)).text()).includes(`>${address}</address>`);

/** Milliseconds until `base` shows `address`, polling every 20 ms, or Infinity after 5 s. */
async function timeUntilShown(base: string, address: string, since: number) {
  while (Date.now() - since < 5_000) {
    if (await shows(base, address)) return Date.now() - since;
    await sleep(20);
  }
  return Infinity;
}

/** The page is a cached one on this instance (so what follows is not trivially fresh). */
async function expectCached(base: string) {
  await detail(base);
  const response = await detail(base);
  expect(response.status).toBe(200);
  expect(response.headers.get('x-nextjs-cache')).toBe('HIT');
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)
  ]!;

beforeAll(async () => {
  cluster = await startCluster();
  const list = await (await fetch(`${cluster.url.a}/api/businesses?limit=1`)).json();
  business = list.businesses[0];
  cookie = await sessionCookie(cluster.url.a, '192.0.2.1');
});

afterAll(async () => {
  await cluster?.stop();
});

describe('cache invalidation across instances (Redis)', () => {
  // The bound is relative to A's own re-render in the same run, so a busy machine moves both.
  it('an edit through A shows on B within twice (A’s re-render + the tag memo window), p99 over 50 edits', async () => {
    const onA: number[] = [];
    const onB: number[] = [];
    for (let i = 0; i < 50; i++) {
      await expectCached(cluster.url.b);
      const address = `${i} Cluster Street, Leeds LS1 1AA`;
      await edit(cluster.url.a, address);
      const since = Date.now();
      const [a, b] = await Promise.all(
        [cluster.url.a, cluster.url.b].map((base) => timeUntilShown(base, address, since)),
      );
      onA.push(a!);
      onB.push(b!);
      // Never reverts: no instance re-rendered it from a replica without the edit.
      for (const base of [cluster.url.b, cluster.url.a])
        expect(await shows(base, address)).toBe(true);
    }
    const summary = {
      a: { p50: percentile(onA, 50), p99: percentile(onA, 99) },
      b: { p50: percentile(onB, 50), p99: percentile(onB, 99) },
    };
    console.log(`[cluster] edit on A seen on A and on B: ${JSON.stringify(summary)} ms`);
    expect(summary.a.p99).toBeLessThan(Infinity);
    expect(summary.b.p99).toBeLessThanOrEqual(2 * (summary.a.p99 + DEFAULT_MEMO_MS));
  });
});

describe('public reads from a streaming replica', () => {
  const servers = postgres();
  const publicQueries = async (server: 'primary' | 'replica') => {
    const [row] = await servers.query<{ calls: string }>(
      server,
      `SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_statements s
       JOIN pg_database d ON d.oid = s.dbid
       WHERE d.datname = current_database() AND s.query ILIKE '%businesses%'`,
      servers.database,
    );
    return Number(row!.calls);
  };
  const resetCounts = () =>
    Promise.all(
      (['primary', 'replica'] as const).map((server) =>
        servers.query(server, 'SELECT pg_stat_statements_reset()', servers.database),
      ),
    );
  const replicaState = async (base: string) =>
    (await (await fetch(`${base}/api/health`)).json()).replicas[0]?.state;
  async function bothSee(state: string) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const states = await Promise.all([cluster.url.a, cluster.url.b].map(replicaState));
      if (states.every((seen) => seen === state)) return;
      await sleep(100);
    }
    throw new Error(`the replica is not ${state} on both instances`);
  }
  /** Uncached searches over both instances; each reads the businesses table. */
  async function coldSearches(label: string, count: number) {
    for (let i = 0; i < count; i++) {
      const base = i % 2 ? cluster.url.b : cluster.url.a;
      const response = await fetch(`${base}/api/businesses?search=${label}${i}&limit=5`);
      expect(response.status, `${base} search ${label}${i}`).toBe(200);
    }
  }

  beforeAll(async () => {
    await servers.query(
      'primary',
      'CREATE EXTENSION IF NOT EXISTS pg_stat_statements',
      servers.database,
    );
  });

  it('serves public reads from the replica, not the primary', async () => {
    await bothSee('up');
    await resetCounts();
    await coldSearches('replicated', 20);
    const [primary, replica] = [await publicQueries('primary'), await publicQueries('replica')];
    console.log(`[cluster] public queries: primary ${primary}, replica ${replica}`);
    expect(replica).toBeGreaterThanOrEqual(20);
    expect(primary / (primary + replica)).toBeLessThan(0.1);
  });

  it('with replay paused, an edit expires pages only once every instance reads it from the primary', async () => {
    await bothSee('up');
    await expectCached(cluster.url.b);
    await servers.query('replica', 'SELECT pg_wal_replay_pause()');
    try {
      const address = 'Paused Replay Row, Leeds LS1 4AA';
      const started = Date.now();
      await edit(cluster.url.a, address);
      // It waited for the replica until it counted as lagging everywhere.
      expect(Date.now() - started).toBeGreaterThan(MAX_LAG_MS);
      expect(await timeUntilShown(cluster.url.b, address, Date.now())).toBeLessThan(1_000);
      for (let i = 0; i < 5; i++) expect(await shows(cluster.url.b, address)).toBe(true);
      expect(cluster.output('b')).toMatch(/\[db\] replica \S+: up → lagging/);
      expect(cluster.output('a')).toMatch(/had not replayed/);
    } finally {
      await servers.query('replica', 'SELECT pg_wal_replay_resume()');
    }
    await bothSee('up');
  });

  it('with the replica stopped every page answers from the primary; restarted, it serves again', async () => {
    await bothSee('up');
    servers.stop('replica');
    try {
      await coldSearches('stopped', 6);
      for (const base of [cluster.url.a, cluster.url.b]) {
        for (const path of ['/', `/details/${business.slug}`, '/api/statistics']) {
          expect((await fetch(`${base}${path}`)).status, `${base}${path}`).toBe(200);
        }
      }
      await bothSee('down');
      expect(cluster.output('a')).toMatch(/\[db\] replica \S+: up → down/);
    } finally {
      servers.start('replica');
    }
    await bothSee('up');
    await resetCounts();
    await coldSearches('restarted', 10);
    expect(await publicQueries('replica')).toBeGreaterThanOrEqual(10);
  });
});

describe('login limit and logout across instances (PostgreSQL)', () => {
  it('five bad passwords spread over A and B trip the limit, on both and after a restart', async () => {
    const address = '198.51.100.61';
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const base = i % 2 ? cluster.url.b : cluster.url.a;
      statuses.push((await login(base, 'wrong-password', address)).status);
    }
    statuses.push((await login(cluster.url.b, ADMIN.password, address)).status);
    statuses.push((await login(cluster.url.a, ADMIN.password, address)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    await cluster.restart('b');
    expect((await login(cluster.url.b, ADMIN.password, address)).status).toBe(429);
    // B's checks went through PgBouncer in transaction mode.
    expect(cluster.pgbouncerLog()).toMatch(/login attempt: db=/);
  });

  it('a logout on A is refused on B, and stays refused after B restarts', async () => {
    const session = await sessionCookie(cluster.url.a, '198.51.100.62');
    const check = (base: string) =>
      fetch(`${base}/api/admin/check-auth`, {
        headers: { cookie: session, 'x-forwarded-for': '198.51.100.62' },
      });
    expect((await check(cluster.url.b)).status).toBe(200);
    const logout = await fetch(`${cluster.url.a}/api/admin/logout`, {
      method: 'POST',
      headers: { ...ADMIN_HEADERS, cookie: session, 'x-forwarded-for': '198.51.100.62' },
    });
    expect(logout.status).toBe(200);
    expect((await check(cluster.url.b)).status).toBe(401);
    await cluster.restart('b');
    expect((await check(cluster.url.b)).status).toBe(401);
  });
});

describe('Redis stopped and back', () => {
  it('both instances keep serving without Redis, and share edits again when it returns', async () => {
    await expectCached(cluster.url.a);
    await expectCached(cluster.url.b);
    await cluster.stopRedis();

    for (const base of [cluster.url.a, cluster.url.b]) {
      for (const path of [`/details/${business.slug}`, '/', '/api/statistics']) {
        expect((await fetch(`${base}${path}`)).status, `${base}${path}`).toBe(200);
      }
    }
    // An edit while Redis is away works and shows on the instance that made it.
    const during = 'Outage Lane, Leeds LS1 2AA';
    await edit(cluster.url.a, during);
    expect(await timeUntilShown(cluster.url.a, during, Date.now())).toBeLessThan(1_000);
    expect(cluster.output('a')).toMatch(/\[cache\] Redis unavailable/);

    await cluster.startRedis();
    // The revalidation made meanwhile reaches B once A has reconnected and sent it.
    expect(await timeUntilShown(cluster.url.b, during, Date.now())).toBeLessThan(5_000);
    const after = 'Recovery Road, Leeds LS1 3AA';
    await expectCached(cluster.url.b);
    await edit(cluster.url.a, after);
    expect(await timeUntilShown(cluster.url.b, after, Date.now())).toBeLessThan(1_000);
  });
});

describe('an instance under steady load', () => {
  // What keeps a finished render alive: docs/performance.md.
  it('keeps only the renders in flight, not the ones it finished', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client
      .query<{ slug: string }>('SELECT slug FROM businesses ORDER BY id LIMIT 1200')
      .finally(() => client.end());
    const connections = 10;
    const probeEvery = 300;
    // Earlier tests' admin writes: Prisma keeps its last 100 closed transactions, each with the
    // request that ran it. Bounded, and no render's doing.
    const before = await cluster.finishedResponses('a');
    const kept: number[] = [];
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < rows.length) {
        const response = await fetch(`${cluster.url.a}/details/${rows[next++]!.slug}`);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        if (++done % probeEvery === 0 && done < rows.length) {
          kept.push(await cluster.finishedResponses('a'));
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    expect(kept).toHaveLength(Math.ceil(rows.length / probeEvery) - 1);
    // A few just answered, or held by a pooled connection until its next use; left, hundreds.
    const alive = `finished responses alive: ${before} before, then ${kept.join(', ')}`;
    expect(Math.max(...kept) - before, alive).toBeLessThanOrEqual(3 * connections);
  });
});

describe('nginx in front, with a shared cache', () => {
  it('serves public pages from its cache with a finite stale window, and never caches admin answers', async () => {
    const first = await fetch(`${cluster.url.nginx}/about`);
    expect(first.status).toBe(200);
    // nginx stores the page once it has all of it.
    await first.text();
    const control = first.headers.get('cache-control') ?? '';
    expect(control).toMatch(/s-maxage=\d+/);
    const stale = Number(/stale-while-revalidate=(\d+)/.exec(control)?.[1]);
    expect(stale).toBeGreaterThan(0);
    expect(stale).toBeLessThanOrEqual(3_600);
    const second = await fetch(`${cluster.url.nginx}/about`);
    expect(second.headers.get('x-cache-status')).toBe('HIT');

    const checks = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${cluster.url.nginx}/api/admin/check-auth`, {
        headers: { cookie },
      });
      checks.push([response.status, response.headers.get('x-cache-status')]);
    }
    expect(checks.map(([status]) => status)).toEqual([200, 200]);
    expect(checks.map(([, cache]) => cache)).not.toContain('HIT');
  });
});

describe('a 20 MB import through a proxy that takes 4,500 KB a request', () => {
  it('is refused whole by nginx, and sent in parts (over both instances) imports every row', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cluster-import-'));
    try {
      const file = path.join(dir, 'twenty.xlsx');
      const { rows, size } = await paddedWorkbook(file, 20 * 1024 * 1024, 9_000_000);
      const data = await readFile(file);
      const headers = { cookie, 'x-admin-request': '1' };

      const whole = new FormData();
      whole.append('excelFile', new Blob([new Uint8Array(data)]), 'twenty.xlsx');
      const refused = await fetch(`${cluster.url.nginx}/api/admin/import`, {
        method: 'POST',
        headers,
        body: whole,
      });
      expect(refused.status).toBe(413);

      const started = await fetch(`${cluster.url.nginx}/api/admin/import/uploads`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: 'twenty.xlsx', size }),
      });
      expect(started.status).toBe(201);
      const { uploadId, partSize, partCount } = await started.json();
      expect(partCount).toBeGreaterThanOrEqual(6);
      for (let index = 0; index < partCount; index++) {
        const part = data.subarray(index * partSize, (index + 1) * partSize);
        const response = await fetch(
          `${cluster.url.nginx}/api/admin/import/uploads/${uploadId}/parts/${index}`,
          {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'application/octet-stream' },
            body: new Uint8Array(part),
          },
        );
        expect(response.status, `part ${index}`).toBe(200);
      }
      const form = new FormData();
      form.append('uploadId', uploadId);
      const imported = await fetch(`${cluster.url.nginx}/api/admin/import`, {
        method: 'POST',
        headers,
        body: form,
      });
      expect(imported.status).toBe(200);
      expect((await imported.json()).stats).toEqual({
        imported: rows,
        duplicatesSkipped: 0,
        totalErrors: 0,
        updated: 0,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
