// Replicas that cannot serve: one refusing connections and one that is not a standby (the
// primary itself). Public reads still answer, from the primary; the health check says why.
// The real streaming replica is exercised by the cluster test (tests/cluster).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '@/scripts/free-port';

let refusing: string;
let lib: {
  db: typeof import('@/lib/db');
  gate: typeof import('@/lib/db/read-gate');
  health: typeof import('@/app/api/health/route');
};
const warnings: string[] = [];

beforeAll(async () => {
  const url = new URL(process.env.DATABASE_URL!);
  url.port = String(await freePort());
  refusing = url.toString();
  // lib/env/index.ts reads the environment once, on import.
  vi.stubEnv('DATABASE_READ_URLS', `${refusing},${process.env.DATABASE_URL}`);
  vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
  lib = {
    db: await import('@/lib/db'),
    gate: await import('@/lib/db/read-gate'),
    health: await import('@/app/api/health/route'),
  };
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('replicas that cannot serve', () => {
  it('are skipped: public reads answer from the primary, with one log line per replica', async () => {
    const { db, publicRead } = lib.db;
    const { Prisma } = await import('@/lib/generated/prisma/client');
    for (let i = 0; i < 3; i++) {
      const count = await lib.gate.withReadSlot(() => db.business.count());
      expect(count).toBeGreaterThanOrEqual(0);
      const [row] = await lib.gate.withReadSlot(() =>
        publicRead<{ standby: boolean }>(Prisma.sql`SELECT pg_is_in_recovery() AS standby`),
      );
      expect(row!.standby).toBe(false);
    }
    const changes = warnings.filter((line) => line.startsWith('[db] replica'));
    expect(changes).toHaveLength(2);
    expect(changes.join('\n')).toMatch(/joining → down \(connect ECONNREFUSED/);
    expect(changes.join('\n')).toMatch(/joining → down \(not a standby/);
  });

  it('are reported by /api/health, which still answers 200 while the primary is up', async () => {
    const response = await lib.health.GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      database: 'up',
      replicas: [
        { name: 'replica 1', state: 'down', lagMs: null },
        { name: 'replica 2', state: 'down', lagMs: null },
      ],
    });
  });

  it('do not hold up a write: expiring tags returns at once', async () => {
    const started = Date.now();
    await lib.db.replicasCaughtUp();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
