import 'server-only';
import pg from 'pg';
import { env } from '@/lib/env';

/** Works through PgBouncer in transaction mode: no session state outside a transaction. */
export function poolConfig(connectionString: string | undefined): pg.PoolConfig {
  return {
    connectionString,
    max: env.DATABASE_POOL_MAX,
    connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
    statement_timeout:
      env.DATABASE_POOLER === 'pgbouncer'
        ? undefined
        : env.DATABASE_STATEMENT_TIMEOUT_MS || undefined,
    // A frozen serverless instance should not hold server connections it is not using.
    idleTimeoutMillis: env.VERCEL ? 5_000 : 30_000,
  };
}

export function createPool(connectionString: string, name: string) {
  const pool = new pg.Pool(poolConfig(connectionString));
  // An idle connection dropped by the server must not crash the process.
  pool.on('error', (error) =>
    console.error(`[db] ${name}: idle connection lost: ${error.message}`),
  );
  return pool;
}

/** host:port/database, for logs: never the password. */
export function databaseName(connectionString: string) {
  const url = new URL(connectionString);
  return `${url.host}${url.pathname}`;
}
