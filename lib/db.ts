import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { env } from '@/lib/env';

/** The pool's limits: a slow or stuck query must not hold a connection (or a visitor) forever. */
export function poolConfig(connectionString: string) {
  return {
    connectionString,
    max: env.DATABASE_POOL_MAX,
    connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
    statement_timeout: env.DATABASE_STATEMENT_TIMEOUT_MS || undefined,
  };
}

function createClient() {
  if (!env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set. Start the app with `npm run dev` / `npm start`, which start an embedded PostgreSQL, or set DATABASE_URL.',
    );
  }
  return new PrismaClient({ adapter: new PrismaPg(poolConfig(env.DATABASE_URL)) });
}

// One client per process; in development hot reloads would otherwise open a pool each time.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const db = globalForPrisma.prisma ?? createClient();
if (env.NODE_ENV !== 'production') globalForPrisma.prisma = db;
