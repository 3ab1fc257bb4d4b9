// `npm run test:cluster`: several app instances over a primary with a streaming replica, on a
// fresh seeded database; builds `.next-cluster` unless CLUSTER_DIST_DIR names a build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startReplicaPair } from '../db/replica-pair';
import { freePort } from '../free-port';
import { ensureClusterTools } from './cluster-tools';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function run(command: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command[0]!, command.slice(1), {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return result.status ?? 1;
}

/** Inside scripts/with-test-db.ts: build (the build reads the seeded database), then test. */
function buildAndTest(extra: string[]) {
  const reuse = process.env.CLUSTER_DIST_DIR;
  if (!reuse || !existsSync(path.join(ROOT, reuse, 'BUILD_ID'))) {
    const distDir = '.next-cluster';
    console.log(`[cluster] building into ${distDir}…`);
    // Static pages take the contact details at build; production refuses a missing one.
    const build = { NEXT_DIST_DIR: distDir, CONTACT_EMAIL: 'hello@directory-cluster.test' };
    if (run(['npx', 'next', 'build'], build) !== 0) return 1;
    process.env.CLUSTER_DIST_DIR = distDir;
  }
  return run(['npx', 'vitest', 'run', '--config', 'tests/cluster/vitest.config.ts', ...extra]);
}

async function main() {
  const extra = process.argv.slice(2);
  if (process.env.CLUSTER_POSTGRES) process.exit(buildAndTest(extra));
  ensureClusterTools();
  // A folder the `postgres` user can reach (the servers run as it when we are root).
  const place = {
    dir: path.join(tmpdir(), `cluster-postgres-${process.pid}`),
    ports: { primary: await freePort(), replica: await freePort() },
  };
  const pair = startReplicaPair(place);
  let code = 1;
  try {
    // This script again, inside a fresh seeded database on the pair's primary.
    const self = ['tsx', import.meta.filename, ...extra];
    code = run(['npx', 'tsx', 'scripts/with-test-db.ts', '--seed', '--', 'npx', ...self], {
      DATABASE_URL: pair.url('primary'),
      CLUSTER_POSTGRES: JSON.stringify(place),
    });
  } finally {
    pair.remove();
  }
  process.exit(code);
}

void main();
