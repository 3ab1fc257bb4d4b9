import pg from 'pg';
import { poolConfig } from '@/lib/db-pool';
import { env } from '@/lib/env';

/**
 * Which detail slugs are former (renamed) or gone (deleted) ones, known inside each server
 * process so that the proxy answers their 308 or 410 without a database query for a live page.
 * A Bloom filter (4 MB, about 1 false positive in 100,000 at a million slugs) answers "maybe";
 * only then is the database asked. The filter takes the rows added since it last looked (at
 * most once per refresh interval, never awaited by a request) and is rebuilt every few minutes,
 * which drops slugs that became current again and any row committed behind the cursor.
 */
const BITS = 2 ** 25;
const HASHES = 7;
const BATCH = 50_000;
const REBUILD_MS = 10 * 60_000;

function refreshMs() {
  const value = Number(process.env.FORMER_SLUGS_REFRESH_MS);
  return Number.isFinite(value) && value >= 0 ? value : 1_000;
}

/** Two 32-bit FNV-1a hashes (different offsets), combined into HASHES bit positions. */
function positions(slug: string): number[] {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < slug.length; i++) {
    const code = slug.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193);
  }
  b |= 1;
  const result = [];
  for (let i = 0; i < HASHES; i++) result.push(((a + Math.imul(i, b)) >>> 0) & (BITS - 1));
  return result;
}

export class SlugFilter {
  private readonly words = new Uint32Array(BITS / 32);
  add(slug: string) {
    for (const bit of positions(slug)) this.words[bit >>> 5]! |= 1 << (bit & 31);
  }
  mightHold(slug: string) {
    return positions(slug).every((bit) => (this.words[bit >>> 5]! & (1 << (bit & 31))) !== 0);
  }
}

/**
 * What a slug that is not current stands for: the business's current slug when it is a former
 * one (history rows point at the business, so never a chain), `null` when it is gone, no row
 * when it never existed. Shared with the pages and the API (lib/urls/slug-history.ts).
 */
export const FORMER_SLUG_SQL = `
  SELECT b.slug AS current FROM slug_history h JOIN businesses b ON b.id = h.business_id
  WHERE h.slug = $1
  UNION ALL
  SELECT NULL FROM gone_slugs WHERE slug = $1
  LIMIT 1`;

export type FormerSlug = { kind: 'moved'; slug: string } | { kind: 'gone' } | null;

export function toFormerSlug(rows: { current: string | null }[]): FormerSlug {
  const [row] = rows;
  if (!row) return null;
  return row.current === null ? { kind: 'gone' } : { kind: 'moved', slug: row.current };
}

// Ordered by the number: ordered as text, '10' would come before '9' and a batch would skip rows.
const CHANGES_SQL = `
  SELECT seq::text AS seq, slug FROM (
    (SELECT seq, slug FROM slug_history WHERE seq > $1::bigint ORDER BY seq LIMIT $2)
    UNION ALL
    (SELECT seq, slug FROM gone_slugs WHERE seq > $1::bigint ORDER BY seq LIMIT $2)
  ) AS changes
  ORDER BY changes.seq LIMIT $2`;

type State = {
  filter: SlugFilter;
  cursor: string;
  builtAt: number;
  checkedAt: number;
  running: Promise<void> | null;
  pool: pg.Pool | null;
};

const state: State = {
  filter: new SlugFilter(),
  cursor: '0',
  builtAt: 0,
  checkedAt: 0,
  running: null,
  pool: null,
};

// Its own small pool (the app's limits, PgBouncer-safe): the proxy is bundled apart from
// lib/db.ts and must not wait on the app's.
function pool() {
  if (!state.pool) {
    state.pool = new pg.Pool({ ...poolConfig(env.DATABASE_URL), max: 2 });
    state.pool.on('error', (error) => console.error(`[former-slugs] ${error.message}`));
  }
  return state.pool;
}

/** Adds the former and gone slugs written after `from` to the filter; returns the new cursor. */
export async function readChanges(
  client: Pick<pg.Pool, 'query'>,
  filter: SlugFilter,
  from: string,
  batch = BATCH,
): Promise<string> {
  let cursor = from;
  for (;;) {
    const { rows } = await client.query<{ seq: string; slug: string }>(CHANGES_SQL, [
      cursor,
      batch,
    ]);
    for (const row of rows) filter.add(row.slug);
    if (rows.length > 0) cursor = rows[rows.length - 1]!.seq;
    if (rows.length < batch) return cursor;
  }
}

async function refresh(now: number) {
  if (now - state.builtAt >= REBUILD_MS) {
    const filter = new SlugFilter();
    const cursor = await readChanges(pool(), filter, '0');
    Object.assign(state, { filter, cursor, builtAt: now });
  } else {
    state.cursor = await readChanges(pool(), state.filter, state.cursor);
  }
}

/** Starts a refresh when one is due; the request that notices does not wait for it. */
function refreshIfDue() {
  const now = Date.now();
  if (state.running || now - state.checkedAt < refreshMs()) return;
  state.checkedAt = now;
  state.running = refresh(now)
    .catch((error: Error) => console.error(`[former-slugs] refresh failed: ${error.message}`))
    .finally(() => {
      state.running = null;
    });
}

/** Whether the slug might be former or gone, without waiting: false for a live slug. */
export function mightBeFormer(slug: string): boolean {
  refreshIfDue();
  return state.filter.mightHold(slug);
}

/** The database's word on a slug the filter holds; on failure the page answers as usual. */
export async function lookUpFormer(slug: string): Promise<FormerSlug> {
  try {
    return toFormerSlug((await pool().query(FORMER_SLUG_SQL, [slug])).rows);
  } catch (error) {
    console.error(`[former-slugs] lookup failed: ${(error as Error).message}`);
    return null;
  }
}
