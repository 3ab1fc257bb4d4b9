// The cluster tests run Debian's redis-server, nginx, pgbouncer and PostgreSQL 15 as children of the test, and
// `test:under-load` runs stress-ng. Find them, install the packages when we are root (as
// scripts/test/chromium.ts does for Chromium), or say what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CLUSTER_TOOLS = {
  redis: { binary: '/usr/bin/redis-server', pkg: 'redis-server' },
  nginx: { binary: '/usr/sbin/nginx', pkg: 'nginx' },
  pgbouncer: { binary: '/usr/sbin/pgbouncer', pkg: 'pgbouncer' },
  // A primary with a streaming replica needs pg_basebackup, which the embedded package lacks.
  postgresql: { binary: '/usr/lib/postgresql/15/bin/pg_basebackup', pkg: 'postgresql-15' },
} as const;

export const STRESS_NG = { binary: '/usr/bin/stress-ng', pkg: 'stress-ng' } as const;

type Tool = { binary: string; pkg: string };

/** Installs the Debian packages of the tools that are missing, or exits saying what to do. */
export function ensureDebianTools(tools: readonly Tool[], purpose: string) {
  const missing = tools.filter((tool) => !existsSync(tool.binary));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.pkg).join(' ');
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`[test] installing Debian's ${packages} for ${purpose}…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
      {
        stdio: 'inherit',
      },
    );
  }
  const still = missing.filter((tool) => !existsSync(tool.binary));
  if (still.length) {
    console.error(
      `[test] ${still.map((tool) => tool.pkg).join(', ')} missing for ${purpose} ` +
        `(Debian/Ubuntu: \`sudo apt-get install ${still.map((tool) => tool.pkg).join(' ')}\`).`,
    );
    process.exit(1);
  }
}

/** The given tools (all by default; the cache unit tests need only Redis). */
export function ensureClusterTools(tools: readonly Tool[] = Object.values(CLUSTER_TOOLS)) {
  ensureDebianTools(tools, 'the cluster tests');
}
