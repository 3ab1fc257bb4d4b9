import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { poolConfig } from '@/lib/db-pool';
import { env } from '@/lib/env';

function createPool() {
  if (!env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set. Start the app with `npm run dev` / `npm start`, which start an embedded PostgreSQL, or set DATABASE_URL.',
    );
  }
  const pool = new pg.Pool(poolConfig(env.DATABASE_URL));
  // An idle connection dropped by the server must not crash the process.
  pool.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
  return pool;
}

// One pool per process; in development hot reloads would otherwise open a pool each time.
const globalForDb = globalThis as unknown as { pool?: pg.Pool; prisma?: PrismaClient };

const pool = globalForDb.pool ?? createPool();
export const db = globalForDb.prisma ?? new PrismaClient({ adapter: new PrismaPg(pool) });
if (env.NODE_ENV !== 'production') Object.assign(globalForDb, { pool, prisma: db });

export type PgCheckout = {
  client: pg.PoolClient;
  lost: () => Error | undefined;
  release: (failed?: boolean) => void;
};

/** Its 'error' is heard: unheard, a server going away would end the process. */
export async function checkoutPgClient(): Promise<PgCheckout> {
  const client = await pool.connect();
  let lostWith: Error | undefined;
  const onError = (error: Error) => {
    lostWith ??= error;
    console.warn(`[db] connection lost: ${error.message}`);
  };
  client.on('error', onError);
  return {
    client,
    lost: () => lostWith,
    release: (failed = false) => {
      client.off('error', onError);
      client.release(failed || lostWith !== undefined);
    },
  };
}

// A fixed list, never user text.
export type ReadSetting = 'enable_seqscan' | 'enable_bitmapscan';

/** SET LOCAL holds under PgBouncer's transaction mode, where startup parameters are refused. */
export async function publicRead<Row>(query: Prisma.Sql, off: ReadSetting[] = []): Promise<Row[]> {
  const settings = [
    Prisma.sql`set_config('statement_timeout', ${String(env.PUBLIC_READ_TIMEOUT_MS)}, true)`,
    ...off.map((name) => Prisma.sql`set_config(${name}, 'off', true)`),
  ].map((setting, i) => Prisma.sql`${setting} AS ${Prisma.raw(`s${i}`)}`);
  const [, rows] = await db.$transaction([
    db.$queryRaw`SELECT ${Prisma.join(settings)}`,
    db.$queryRaw<Row[]>(query),
  ]);
  return rows;
}
