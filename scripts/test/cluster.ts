// `npm run test:cluster`: the app as several instances (tests/cluster). Run inside
// scripts/with-test-db.ts (a fresh, seeded database). Builds into `.next-cluster` unless
// CLUSTER_DIST_DIR names an existing build (`npm test` passes the end-to-end tests' build).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
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

function main() {
  if (!process.env.DATABASE_URL) {
    console.error(
      '[cluster] run through `npm run test:cluster`, which provides a seeded database.',
    );
    process.exit(1);
  }
  ensureClusterTools();
  const reuse = process.env.CLUSTER_DIST_DIR;
  if (!reuse || !existsSync(path.join(ROOT, reuse, 'BUILD_ID'))) {
    const distDir = '.next-cluster';
    console.log(`[cluster] building into ${distDir}…`);
    // Static pages take the contact details at build; production refuses a missing one.
    const build = { NEXT_DIST_DIR: distDir, CONTACT_EMAIL: 'hello@directory-cluster.test' };
    if (run(['npx', 'next', 'build'], build) !== 0) process.exit(1);
    process.env.CLUSTER_DIST_DIR = distDir;
  }
  const extra = process.argv.slice(2);
  process.exit(
    run(['npx', 'vitest', 'run', '--config', 'tests/cluster/vitest.config.ts', ...extra]),
  );
}

main();
