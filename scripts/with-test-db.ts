// `tsx scripts/with-test-db.ts [--seed] -- <command>` on a brand-new database, thrown away
// after: a fresh one on DATABASE_URL's server, else a throw-away embedded PostgreSQL.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDatabaseIfMissing, PROJECT_ROOT } from './db/database-url';
import { freePort } from './free-port';
import { embeddedUrl, startEmbeddedPostgres } from './db/embedded-postgres';
import { migrate } from './db/migrate';
import { seed } from '../prisma/seed';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const flags = new Set(args.slice(0, separator));
const [bin, ...rest] = args.slice(separator + 1);

async function startServer() {
  if (process.env.DATABASE_URL)
    return { serverUrl: process.env.DATABASE_URL, stop: async () => {} };
  // The free port can be taken before PostgreSQL binds it (a busy machine runs other tests):
  // then PostgreSQL exits, and another port is tried.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const dataDir = path.join(PROJECT_ROOT, '.data', `test-${process.pid}-${port}`);
    try {
      const server = await startEmbeddedPostgres({
        dataDir,
        port,
        persistent: false,
        reuse: false,
      });
      return { serverUrl: embeddedUrl(port), stop: server.stop };
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      if (attempt === 3) throw error;
      console.warn(`[test-db] PostgreSQL did not start on port ${port}; trying another`);
    }
  }
}

async function main() {
  const { serverUrl, stop } = await startServer();
  const name = `directory_test_${Date.now()}_${process.pid}`;
  await createDatabaseIfMissing(serverUrl, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await client.end();
  };

  let code = 1;
  try {
    await migrate(databaseUrl);
    if (flags.has('--seed')) await seed(databaseUrl);
    code = await new Promise<number>((resolve) => {
      const child = spawn(bin!, rest, {
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' },
      });
      for (const signal of ['SIGINT', 'SIGTERM'] as const)
        process.on(signal, () => child.kill(signal));
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
  } catch (error) {
    console.error(`[test-db] ${(error as Error).message}`);
  } finally {
    await dropDatabase();
    await stop();
  }
  process.exit(code);
}

main();
