import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '@/lib/db/pool';
import { captureStartupScope } from '@/lib/startup-scope.mjs';

// Outside any request, as instrumentation.ts does when the server starts.
captureStartupScope();
const request = new AsyncLocalStorage<{ path: string }>();
const pools: pg.Pool[] = [];
const newPool = () => {
  const pool = createPool(process.env.DATABASE_URL!, 'test');
  pools.push(pool);
  return pool;
};
let notifier: pg.Pool;
beforeAll(() => {
  notifier = newPool();
});
afterAll(() => Promise.all(pools.map((pool) => pool.end())));

/** The request context a connection's own events run in: the one it was opened in. */
async function contextOfConnection(client: pg.PoolClient) {
  const channel = `context_${process.pid}`;
  try {
    const heard = new Promise((resolve) =>
      client.once('notification', () => resolve(request.getStore() ?? 'none')),
    );
    await client.query(`LISTEN ${channel}`);
    await notifier.query(`NOTIFY ${channel}`);
    return await heard;
  } finally {
    client.release(true);
  }
}

describe('pooled connections and request contexts', () => {
  it('a connection checked out during a request does not keep that request', async () => {
    const pool = newPool();
    const client = await request.run({ path: '/details/a-render' }, () => pool.connect());
    expect(await contextOfConnection(client)).toBe('none');
  });

  it('nor does a connection that a query opened', async () => {
    const pool = newPool();
    await request.run({ path: '/details/another' }, () => pool.query('SELECT 1'));
    expect(pool.totalCount).toBe(1);
    // The only connection, so the one the query opened.
    const client = await pool.connect();
    expect(await contextOfConnection(client)).toBe('none');
  });
});
