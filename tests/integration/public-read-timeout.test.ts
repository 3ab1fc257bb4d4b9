// Every read of a public search runs under PUBLIC_READ_TIMEOUT_MS (publicRead, SET LOCAL): one
// that outgrows it is a 503 with Retry-After, never a 500 and never a wait for the database's
// own, longer statement_timeout. Here the timeout is tiny (set before anything loads) and the
// reads wait on a lock another session holds, as a read on a loaded database would run long.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '@/prisma/seed';

process.env.PUBLIC_READ_TIMEOUT_MS = '300';

type Get = (request: Request) => Promise<Response>;
let list: Get;
let timedOut: string;
const blocker = new pg.Client({ connectionString: process.env.DATABASE_URL });

beforeAll(async () => {
  await seed(process.env.DATABASE_URL!);
  await blocker.connect();
  list = (await import('@/app/api/businesses/route')).GET as unknown as Get;
  timedOut = (await import('@/lib/api/errors')).READ_TIMED_OUT;
});
afterAll(() => blocker.end());

// Each a shape whose reads start outside find.ts: ranked text (rank.ts), a place's counts and
// size (counts.ts, location.ts), a radius estimate (geo.ts), the spelling of the words (what.ts).
const SEARCHES = [
  'search=plumber&location=Leeds',
  'search=restaurant%20bar%20cafe&near=51.50265,-0.13111&radiusKm=25',
  'location=LS6&sort=rating',
  'category=Plumber',
  'search=plumbr',
];

describe('the public read timeout', () => {
  it('a search past PUBLIC_READ_TIMEOUT_MS answers 503 with Retry-After, and works again after', async () => {
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE businesses, business_facets IN ACCESS EXCLUSIVE MODE');
    try {
      for (const query of SEARCHES) {
        const started = Date.now();
        const response = await list(new Request(`http://localhost/api/businesses?${query}`));
        const body = (await response.json()) as { error?: { message: string } };
        expect(response.status, `${query}: ${JSON.stringify(body)}`).toBe(503);
        expect(body.error?.message).toBe(timedOut);
        expect(response.headers.get('retry-after')).toBe('5');
        // Well under the database's own statement_timeout (15 s): the public one applied.
        expect(Date.now() - started).toBeLessThan(5_000);
      }
    } finally {
      await blocker.query('ROLLBACK');
    }
    for (const query of SEARCHES) {
      const response = await list(new Request(`http://localhost/api/businesses?${query}`));
      expect(response.status, query).toBe(200);
    }
  });
});
