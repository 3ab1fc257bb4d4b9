import 'server-only';
import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { createPool, databaseName } from '@/lib/db/pool';
import { createReplicaRouter, inPublicRead, type Database } from '@/lib/db/replicas';
import { env } from '@/lib/env';

function connect(url: string | undefined, name: string): Database {
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set. Start the app with `npm run dev` / `npm start`, which start an embedded PostgreSQL, or set DATABASE_URL.',
    );
  }
  const pool = createPool(url, name);
  return { name, pool, client: new PrismaClient({ adapter: new PrismaPg(pool) }) };
}

function connectAll() {
  const primary = connect(env.DATABASE_URL, 'primary');
  const replicas = env.DATABASE_READ_URLS.map((url) => connect(url, databaseName(url)));
  return { primary, router: createReplicaRouter(primary, replicas) };
}

// One set of pools per process; in development hot reloads would otherwise open more each time.
const globalForDb = globalThis as unknown as { databases?: ReturnType<typeof connectAll> };
const { primary, router } = globalForDb.databases ?? connectAll();
if (env.NODE_ENV !== 'production') globalForDb.databases = { primary, router };

const READS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  '$queryRaw',
  '$queryRawUnsafe',
]);

type Operation = (...args: unknown[]) => Promise<unknown>;

/** The same operation on another database's client ($queryRawUnsafe's arguments come as a list). */
function runOn(client: PrismaClient, model: string | undefined, operation: string, args: unknown) {
  const owner = model ? client[(model[0]!.toLowerCase() + model.slice(1)) as 'business'] : client;
  const run = (owner as unknown as Record<string, Operation>)[operation]!.bind(owner);
  return Array.isArray(args) ? run(...args) : run(args);
}

// The one client. Reads inside a public read (lib/db/read-gate.ts) go where the replica
// router sends them; writes, admin reads and transactions stay on the primary.
export const db = primary.client.$extends({
  query: {
    $allOperations({ model, operation, args, query }) {
      if (!READS.has(operation) || !inPublicRead()) return query(args);
      return router.read((database) =>
        database === primary ? query(args) : runOn(database.client, model, operation, args),
      );
    },
  },
});

const statementNames = new Map<string, string>();
function namedStatement({ text, values }: Prisma.Sql): pg.QueryConfig {
  if (env.DATABASE_POOLER === 'pgbouncer') return { text, values };
  let name = statementNames.get(text);
  if (!name) {
    name = `rows-${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

/** A render's hot reads in plain `pg` (Prisma costs their SQL's CPU several times over), named so each connection plans them once. */
export async function sqlRows<Row>(query: Prisma.Sql): Promise<Row[]> {
  return router.read(async ({ pool }) => (await pool.query(namedStatement(query))).rows as Row[]);
}

export const replicasCaughtUp = () => router.caughtUp();
export const databaseStates = () => router.states();

export type PgCheckout = {
  client: pg.PoolClient;
  lost: () => Error | undefined;
  release: (failed?: boolean) => void;
};

/** Its 'error' is heard: unheard, a server going away would end the process. */
export async function checkoutPgClient(): Promise<PgCheckout> {
  const client = await router.read((database) => database.pool.connect());
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
  return router.read(async ({ client }) => {
    const [, rows] = await client.$transaction([
      client.$queryRaw`SELECT ${Prisma.join(settings)}`,
      client.$queryRaw<Row[]>(query),
    ]);
    return rows;
  });
}
