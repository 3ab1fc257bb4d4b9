// Resolves the database the scripts work on: DATABASE_URL when set, otherwise the embedded
// server (started here) with its `directory` database.
import path from 'node:path';
import pg from 'pg';
import { embeddedUrl, startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const DEV_DATA_DIR = path.join(PROJECT_ROOT, '.data', 'postgres');
const DEV_DATABASE = 'directory';

export async function createDatabaseIfMissing(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** DIRECT_DATABASE_URL when set: a transaction-mode pooler cannot hold the migration lock. */
export async function resolveDatabase(): Promise<
  RunningDatabase & { embedded: boolean; migrationUrl: string }
> {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    const migrationUrl = process.env.DIRECT_DATABASE_URL || url;
    return { url, migrationUrl, stop: async () => {}, embedded: false };
  }
  const server = await startEmbeddedPostgres({ dataDir: DEV_DATA_DIR, port: EMBEDDED_PORT });
  await createDatabaseIfMissing(server.url, DEV_DATABASE);
  const url = embeddedUrl(EMBEDDED_PORT, DEV_DATABASE);
  return { url, migrationUrl: url, stop: server.stop, embedded: true };
}
