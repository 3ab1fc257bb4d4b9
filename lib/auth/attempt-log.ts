import 'server-only';
import { db } from '@/lib/db';

export type Limit = { max: number; windowMs: number };
export type CountedKey = { key: string; limit: Limit };

// Each write adds at most one row per key and drops this many expired ones, so rows never pile up.
export const SWEEP_BATCH = 100;
export const LONGEST_WINDOW_MS = 60 * 60 * 1000;

function waitFor(times: Date[], limit: Limit, now: number) {
  const recent = times.map((time) => time.getTime()).filter((time) => now - time < limit.windowMs);
  if (recent.length < limit.max) return 0;
  const oldest = recent.sort((a, b) => a - b)[recent.length - limit.max]!;
  return Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000));
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

async function timesFor(tx: Tx | typeof db, key: string, limit: Limit, now: number) {
  const rows = await tx.loginAttempt.findMany({
    // No upper bound: a parallel request that took its clock reading a moment later counts too.
    where: { key, attemptedAt: { gt: new Date(now - limit.windowMs) } },
    select: { attemptedAt: true },
  });
  return rows.map((row) => row.attemptedAt);
}

async function sweepExpired(now: number) {
  await db.$executeRaw`
    DELETE FROM login_attempts WHERE id IN (
      SELECT id FROM login_attempts WHERE attempted_at < ${new Date(now - LONGEST_WINDOW_MS)}
      ORDER BY attempted_at LIMIT ${SWEEP_BATCH})`.catch((error: Error) =>
    console.warn(`[auth] attempt sweep failed: ${error.message}`),
  );
}

/** In PostgreSQL so every instance counts the same attempts; a key's checks queue on an advisory lock. */
export const attemptLog = {
  /** Check and record happen under the keys' locks, so parallel requests on any instances cannot all pass. */
  async checkAndRecord(keys: CountedKey[], now = Date.now()) {
    const sorted = [...keys].sort((a, b) => a.key.localeCompare(b.key));
    const result = await db.$transaction(async (tx) => {
      for (const { key } of sorted) {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
      }
      let wait = 0;
      for (const { key, limit } of sorted) {
        wait = Math.max(wait, waitFor(await timesFor(tx, key, limit, now), limit, now));
      }
      if (wait > 0) return { retryAfterSeconds: wait, ids: [] as bigint[] };
      const ids: bigint[] = [];
      for (const { key } of sorted) {
        const row = await tx.loginAttempt.create({
          data: { key, attemptedAt: new Date(now) },
          select: { id: true },
        });
        ids.push(row.id);
      }
      return { retryAfterSeconds: 0, ids };
    });
    if (result.ids.length) await sweepExpired(now);
    return result;
  },

  async forgive(ids: bigint[]) {
    if (ids.length) await db.loginAttempt.deleteMany({ where: { id: { in: ids } } });
  },

  async clear(key: string) {
    await db.loginAttempt.deleteMany({ where: { key } });
  },
};
