import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { isDatabaseUnavailable } from '@/lib/db/database-errors';
import { env } from '@/lib/env';

// The design, and why these numbers keep an edit from being cached stale: docs/database.md#replicas.
const CHECK_EVERY_MS = 1_000;
const CHECK_WAIT_MS = 250;
const POLL_MS = 20;

/** joining: reachable, not yet caught up on two checks in a row; only `up` serves reads. */
export type ReplicaState = 'joining' | 'up' | 'lagging' | 'down';

export type Database = { name: string; pool: pg.Pool; client: PrismaClient };

type Replica = Database & {
  state: ReplicaState;
  lagMs: number | null;
  reachable: boolean;
};

// One per process: the read gate and the database module may be loaded more than once.
const scope = ((globalThis as { __publicReadScope?: AsyncLocalStorage<true> }).__publicReadScope ??=
  new AsyncLocalStorage<true>());

/** Public reads (pages, searches, the public API, sitemaps) run inside this; all else is primary. */
export const asPublicRead = <Result>(read: () => Promise<Result>) => scope.run(true, read);
export const inPublicRead = () => scope.getStore() === true;

/** An LSN such as 16/B374D848 as a number, to compare positions across servers. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A standby cancels a read that holds back replay; the primary answers it.
const isRecoveryConflict = (error: unknown) =>
  /conflict with recovery/i.test((error as Error)?.message ?? '');

async function oneRow<Row>(pool: pg.Pool, sql: string): Promise<Row> {
  return (await pool.query(sql)).rows[0] as Row;
}

type Replay = { lsn: string | null; since_ms: number | null };
const REPLAY_SQL = `SELECT pg_last_wal_replay_lsn()::text AS lsn,
  extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000 AS since_ms`;
const PRIMARY_LSN_SQL = 'SELECT pg_current_wal_lsn()::text AS lsn';

export type ReplicaRouter = ReturnType<typeof createReplicaRouter>;

export function createReplicaRouter(primary: Database, replicaDatabases: Database[]) {
  const replicas: Replica[] = replicaDatabases.map((database) => ({
    ...database,
    state: 'joining',
    lagMs: null,
    reachable: false,
  }));
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  let turn = 0;

  function move(replica: Replica, state: ReplicaState, why: string) {
    if (replica.state === state) return;
    console.warn(`[db] replica ${replica.name}: ${replica.state} → ${state} (${why})`);
    replica.state = state;
  }

  async function checkReplica(replica: Replica, primaryLsn: bigint) {
    let replay: Replay;
    try {
      replay = await oneRow<Replay>(replica.pool, REPLAY_SQL);
    } catch (error) {
      replica.reachable = false;
      replica.lagMs = null;
      return move(replica, 'down', (error as Error).message);
    }
    if (replay.lsn === null) {
      replica.reachable = false;
      return move(replica, 'down', 'not a standby: pg_last_wal_replay_lsn() is null');
    }
    const caughtUp = lsnValue(replay.lsn) >= primaryLsn;
    // Behind the primary, the lag is at most the age of the last transaction it replayed.
    const lag = caughtUp ? 0 : (replay.since_ms ?? Infinity);
    const wasReachable = replica.reachable;
    replica.reachable = true;
    replica.lagMs = Number.isFinite(lag) ? Math.round(lag) : null;
    const behind = `${Number.isFinite(lag) ? `${Math.round(lag)} ms` : 'unknown time'} behind`;
    if (lag > env.DATABASE_READ_MAX_LAG_MS) return move(replica, 'lagging', behind);
    if (replica.state === 'up') return;
    // Back in only once caught up with a primary position read after it was seen reachable:
    // an edit made while it was away has then been replayed.
    if (wasReachable && caughtUp) move(replica, 'up', 'caught up');
    else if (replica.state === 'down') move(replica, 'joining', 'reachable');
  }

  async function check() {
    const started = Date.now();
    const { lsn } = await oneRow<{ lsn: string }>(primary.pool, PRIMARY_LSN_SQL);
    await Promise.all(replicas.map((replica) => checkReplica(replica, lsnValue(lsn))));
    checkedAt = started;
  }

  function refresh() {
    checking ??= check()
      .catch((error) => console.warn(`[db] replica check failed: ${(error as Error).message}`))
      .finally(() => (checking = undefined));
    return checking;
  }

  /** A replica that is up on a check at most CHECK_EVERY_MS + CHECK_WAIT_MS old, or the primary. */
  async function target(): Promise<Database & { replica?: Replica }> {
    if (replicas.length === 0 || !inPublicRead()) return primary;
    const age = Date.now() - checkedAt;
    // Under steady traffic the next check starts early, so reads seldom wait for one.
    if (age > CHECK_EVERY_MS / 2) void refresh();
    if (age > CHECK_EVERY_MS) await Promise.race([refresh(), sleep(CHECK_WAIT_MS)]);
    if (Date.now() - checkedAt > CHECK_EVERY_MS + CHECK_WAIT_MS) return primary;
    const up = replicas.filter((replica) => replica.state === 'up');
    if (up.length === 0) return primary;
    const replica = up[turn++ % up.length]!;
    return { ...replica, replica };
  }

  return {
    /** Runs a read on a replica when public and one is fit, else (or if it fails) on the primary. */
    async read<Result>(run: (database: Database) => Promise<Result>): Promise<Result> {
      const database = await target();
      if (!database.replica) return run(primary);
      try {
        return await run(database);
      } catch (error) {
        if (!isDatabaseUnavailable(error) && !isRecoveryConflict(error)) throw error;
        if (!isRecoveryConflict(error)) {
          database.replica.reachable = false;
          move(database.replica, 'down', (error as Error).message);
        }
        return run(primary);
      }
    },

    // Waits until every reachable replica has replayed the primary's commits (at most until every
    // instance skips one that has not), so expired tags never re-render from a stale replica.
    async caughtUp(): Promise<void> {
      if (replicas.length === 0) return;
      const { lsn } = await oneRow<{ lsn: string }>(primary.pool, PRIMARY_LSN_SQL);
      const target = lsnValue(lsn);
      const limit = env.DATABASE_READ_MAX_LAG_MS + CHECK_EVERY_MS + CHECK_WAIT_MS + 250;
      const deadline = Date.now() + limit;
      const waitFor = async (replica: Replica) => {
        while (Date.now() < deadline) {
          try {
            const replay = await oneRow<Replay>(replica.pool, REPLAY_SQL);
            if (replay.lsn === null || lsnValue(replay.lsn) >= target) return;
          } catch (error) {
            // Unreachable: it rejoins only after replaying past a later primary position.
            if (isDatabaseUnavailable(error)) return;
          }
          await sleep(POLL_MS);
        }
        console.warn(
          `[db] replica ${replica.name} had not replayed ${lsn} after ${limit} ms; every instance now skips it as lagging`,
        );
      };
      await Promise.all(replicas.map(waitFor));
    },

    /** Each database's state after a fresh check, for /api/health. */
    async states() {
      if (replicas.length === 0) return [];
      await refresh();
      return replicas.map((replica, i) => ({
        name: `replica ${i + 1}`,
        state: replica.state,
        lagMs: replica.lagMs,
      }));
    },
  };
}
