import 'server-only';
import pg from 'pg';
import { env } from '@/lib/env';
import { outsideRequests } from '@/lib/startup-scope.mjs';

type ConnectCallback = Parameters<pg.Client['connect']>[0];
type CheckoutCallback = Parameters<pg.Pool['connect']>[0];

class ConnectionOutsideRequests extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback) {
    return outsideRequests(() => (callback ? super.connect(callback) : super.connect()));
  }
}

class PoolOutsideRequests extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: CheckoutCallback): void;
  override connect(callback?: CheckoutCallback) {
    return outsideRequests(() => (callback ? super.connect(callback) : super.connect()));
  }
}

/** Works through PgBouncer in transaction mode: no session state outside a transaction. */
export function poolConfig(connectionString: string | undefined): pg.PoolConfig {
  return {
    connectionString,
    Client: ConnectionOutsideRequests,
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
  const pool = new PoolOutsideRequests(poolConfig(connectionString));
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
