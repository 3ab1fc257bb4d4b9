// Public reads that miss the cache share one limit per instance (lib/db/read-gate.ts): past
// it they queue, boundedly, then get 503 with Retry-After; and a database restart mid-request
// is a 503 too, never a 500. Here the limit is one read at a time (set before anything loads).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '@/prisma/seed';

process.env.PUBLIC_READ_CONCURRENCY = '1';

type Get = (request: Request) => Promise<Response>;
let list: Get;
let readGateLoad: () => { active: number; waiting: number };
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });

beforeAll(async () => {
  await seed(process.env.DATABASE_URL!);
  await client.connect();
  list = (await import('@/app/api/businesses/route')).GET as unknown as Get;
  ({ readGateLoad } = await import('@/lib/db/read-gate'));
});
afterAll(() => client.end());

const WORDS = ['plumber', 'cafe', 'dentist', 'garage', 'salon', 'bakery', 'florist', 'gym'];
/** A search no other request in the run makes, so no cache could answer it. */
const search = (i: number) =>
  `http://localhost/api/businesses?search=${WORDS[i % WORDS.length]}%20${i}&location=Leeds&sort=rating`;

async function flood(count: number, first = 0) {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) => list(new Request(search(first + i)))),
  );
  return responses.map((response) => ({
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
  }));
}

describe('the public read limit', () => {
  it('a flood over the limit is answered 200 or 503 with Retry-After, and leaves no slot held', async () => {
    const answers = await flood(60);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    const refused = answers.filter((answer) => answer.status === 503);
    // One running and four waiting per slot: the rest are refused at once.
    expect(refused.length).toBeGreaterThanOrEqual(60 - 5);
    for (const answer of refused) expect(answer.retryAfter).toBe('5');
    expect(readGateLoad()).toEqual({ active: 0, waiting: 0 });
    expect((await list(new Request(search(1000)))).status).toBe(200);
  });

  it('while `next build` prerenders, reads over the limit wait their turn instead of being refused', async () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    try {
      const statuses = (await flood(30, 2000)).map((answer) => answer.status);
      expect(statuses).toEqual(Array(30).fill(200));
    } finally {
      delete process.env.NEXT_PHASE;
    }
    expect(readGateLoad()).toEqual({ active: 0, waiting: 0 });
  });

  it('a database restart under load is 503 with Retry-After, never 500', async () => {
    let stop = false;
    let terminated = 0;
    // As a restart does to running queries: their backends are terminated (57P01).
    const restarts = (async () => {
      while (!stop) {
        const { rows } = await client.query<{ done: boolean }>(
          `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'`,
        );
        terminated += rows.filter((row) => row.done).length;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const statuses: number[] = [];
    for (let round = 0; round < 40 && (terminated < 3 || statuses.length < 40); round++) {
      for (const answer of await flood(4)) {
        statuses.push(answer.status);
        if (answer.status === 503) expect(answer.retryAfter).toBe('5');
      }
    }
    stop = true;
    await restarts;
    expect(terminated).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);
  });
});
