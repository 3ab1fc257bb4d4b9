import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { OPEN_BY_INDEX, rankedIds } from '@/lib/data/ranked-list';
import type { Counts } from './counts';
import { and, CLOSED, OPEN } from './filters';
import type { PlaceSize } from './location';
import { matchSetRead, wholeReadLimit, type MatchSetRead } from './read-plan';

/**
 * Matches are counted exactly up to this many; beyond, a search reports "1,000+" and its
 * pages stop there (50 pages of 20), so no request ever counts or sorts a huge match set.
 */
export const COUNT_CAP = 1000;
/**
 * A planner estimate up to which a search is read whole, however small its scope; above it,
 * a search is broad (ranked straight from ordered indexes) unless reading whole is cheaper
 * (`wholeReadLimit`). Estimates of one word are close; of several, usually low (words that
 * go together are assumed independent), so a read whole goes on to MATCH_SET_CAP.
 */
export const BROAD_ESTIMATE = 2 * COUNT_CAP;
/**
 * The most matches read whole and sorted in one pass: well above BROAD_ESTIMATE, because
 * multi-word estimates run low and one whole read beats a broad read per tier.
 */
const MATCH_SET_CAP = 20 * COUNT_CAP;

/**
 * Best first: permanently closed last, then the tier (0 = the name typed in full, 1 = every
 * word in the name, 2 = in name/category/group, 3 = anywhere incl. the description; or 0 when
 * there is no text), then the Bayesian rank score, then id so that pages are stable.
 */
export type Tiers = {
  /** The condition every match meets. */
  match: Prisma.Sql;
  /** Per-row tier of a match (lower is better; may be fractional, e.g. 1 - similarity). */
  tier: Prisma.Sql;
  /**
   * Each tier as its own condition, for ranking broad searches from the indexes: the tier-t
   * list holds every row meeting condition t (not only those of tier t), best first.
   */
  lists: Prisma.Sql[];
};

export type RankedPage = { ids: string[]; totalCount: number; capped: boolean };

/**
 * A scope with conditions the planner cannot estimate (a radius: it assumes 0.1 % for a cube
 * test; "open now": a default for a range test): the scope's other conditions and the share
 * of them the rest keeps, estimated by the search.
 */
export type Unestimated = { without: Prisma.Sql[]; share: number };

async function estimateScope(conditions: Prisma.Sql[], unestimated?: Unestimated) {
  return unestimated
    ? Math.ceil((await estimate(and([...unestimated.without, ...conditions]))) * unestimated.share)
    : undefined;
}
type Page = { limit: number; offset: number };

/** The planner's estimate of how many rows meet the conditions (no rows are read). */
export async function estimate(where: Prisma.Sql): Promise<number> {
  const plan = await db.$queryRaw<{ 'QUERY PLAN': string }[]>`
    EXPLAIN SELECT 1 FROM businesses WHERE ${where}`;
  const rows = /rows=(\d+)/.exec(plan[0]?.['QUERY PLAN'] ?? '');
  return rows ? Number(rows[1]) : Number.POSITIVE_INFINITY;
}

/**
 * Reads every match (up to MATCH_SET_CAP + 1; in no particular order), then sorts just those:
 * exact count and exact order whenever the match set is within the cap.
 */
async function rankMatchSet(scope: Prisma.Sql[], tiers: Tiers, page: Page, read: MatchSetRead) {
  // Reading by place: the text test is in the select list, so no text index is used.
  const matches =
    read === 'index'
      ? Prisma.sql`SELECT id, rank_score, business_status = 'CLOSED_PERMANENTLY' AS closed,
          ${tiers.tier} AS tier
          FROM businesses WHERE ${and([...scope, tiers.match])}`
      : Prisma.sql`SELECT * FROM (
          SELECT id, rank_score, business_status = 'CLOSED_PERMANENTLY' AS closed,
            CASE WHEN ${tiers.match} THEN ${tiers.tier} END AS tier
          FROM businesses WHERE ${and(scope)}) AS place
          WHERE tier IS NOT NULL`;
  const [row] = await db.$queryRaw<{ total: number; ids: string[] }[]>`
    WITH matches AS MATERIALIZED (${matches} LIMIT ${MATCH_SET_CAP + 1})
    SELECT (SELECT count(*)::int FROM matches) AS total,
           coalesce((SELECT array_agg(id ORDER BY n) FROM (
             SELECT id, row_number() OVER (ORDER BY closed, tier, rank_score DESC, id) AS n
             FROM matches ORDER BY n LIMIT ${page.limit} OFFSET ${page.offset}) AS p), '{}') AS ids`;
  return { total: row?.total ?? 0, ids: row?.ids ?? [] };
}

type ListRow = { id: string; rank: number | null; tier: number };

/** The top k rows of each tier list, open or permanently closed businesses only. */
async function tierLists(status: Prisma.Sql, scope: Prisma.Sql[], lists: Prisma.Sql[], k: number) {
  const selects = lists.map(
    (list, tier) => Prisma.sql`(SELECT id, rank_score AS rank, ${tier}::int AS tier
      FROM businesses WHERE ${and([status, ...scope, list])}
      ORDER BY rank_score DESC, id LIMIT ${k})`,
  );
  return db.$queryRaw<ListRow[]>`${Prisma.join(selects, ' UNION ALL ')}`;
}

/** Each row once, at its best tier, in ranking order. */
function mergeLists(rows: ListRow[]): ListRow[] {
  const best = new Map<string, ListRow>();
  for (const row of rows) {
    const seen = best.get(row.id);
    if (!seen || row.tier < seen.tier) best.set(row.id, row);
  }
  return [...best.values()].sort(
    (a, b) => a.tier - b.tier || (b.rank ?? 0) - (a.rank ?? 0) || (a.id < b.id ? -1 : 1),
  );
}

/**
 * One page of a broad search: the top k rows of every tier list, each read in rank order from
 * an index with LIMIT, merged by best tier. Exact for the first k rows: a row's place in its
 * own tier's list is never worse than its place overall. Permanently closed businesses are
 * read only when the open ones do not fill the page.
 */
async function rankBroadSet(scope: Prisma.Sql[], lists: Prisma.Sql[], page: Page) {
  const k = page.offset + page.limit;
  const widest = (rows: ListRow[]) => rows.filter((row) => row.tier === lists.length - 1).length;
  const openRows = await tierLists(OPEN, scope, lists, k);
  let ranked = mergeLists(openRows);
  let allMatches: number | null = null;
  // The last list holds every match: fewer than k there means fewer than k open matches.
  if (widest(openRows) < k) {
    const closedRows = await tierLists(CLOSED, scope, lists, k);
    ranked = ranked.concat(mergeLists(closedRows));
    if (widest(closedRows) < k) allMatches = widest(openRows) + widest(closedRows);
  }
  return {
    ids: ranked.slice(page.offset, page.offset + page.limit).map((row) => row.id),
    allMatches,
  };
}

/**
 * A page of every business in a scope whose counts are known (no text: one tier): the open
 * ones, then the permanently closed, each list read at its own offset. A deep page so skips
 * its rows inside the database and from the index alone, not by sending them all here.
 */
export async function wholeScopePage(
  scope: Prisma.Sql[],
  counts: Counts,
  page: Page,
  /** How the open list is read, when its own indexes answer it better than the scope's. */
  openIds: (page: Page) => Promise<string[]> = (p) => rankedIds([OPEN_BY_INDEX, ...scope], p),
): Promise<RankedPage> {
  const end = page.offset + page.limit;
  const openLimit = Math.min(end, counts.open) - page.offset;
  const closedStart = Math.max(page.offset, counts.open);
  const closedLimit = Math.min(end, counts.total) - closedStart;
  const [open, closed] = await Promise.all([
    openLimit > 0 ? openIds({ ...page, limit: openLimit }) : [],
    closedLimit > 0
      ? rankedIds([CLOSED, ...scope], { offset: closedStart - counts.open, limit: closedLimit })
      : [],
  ]);
  return { ids: [...open, ...closed], totalCount: counts.total, capped: false };
}

/**
 * Whether the estimated matches are few enough to read whole: up to BROAD_ESTIMATE always,
 * and beyond it while that costs less than the broad way's walks through the scope (whose
 * size is asked of the planner only then).
 */
async function fewEnoughToReadWhole(
  estimated: number,
  scope: Prisma.Sql[],
  lists: number,
  k: number,
  unestimated?: Unestimated,
) {
  if (estimated <= BROAD_ESTIMATE) return true;
  if (estimated > MATCH_SET_CAP) return false;
  const scopeSize = (await estimateScope([], unestimated)) ?? (await estimate(and(scope)));
  return estimated <= wholeReadLimit(scopeSize, lists, k);
}

/**
 * A page of ranked matches with their count (capped at COUNT_CAP). Small match sets, and the
 * text matches of a place small enough to read row by row, are read and sorted whole (a tier
 * rarer than the planner thinks would otherwise walk the whole rank index); other broad sets
 * are ranked from ordered indexes. How each is chosen: docs/search.md.
 */
export async function rankedPage(
  scope: Prisma.Sql[],
  tiers: Tiers,
  page: Page,
  known: { place?: PlaceSize; unestimated?: Unestimated } = {},
): Promise<RankedPage> {
  const { unestimated } = known;
  const estimated =
    (await estimateScope([tiers.match], unestimated)) ??
    (await estimate(and([...scope, tiers.match])));
  // Pages end at the cap, as the count says.
  const limit = Math.min(page.limit, COUNT_CAP - page.offset);
  const read = matchSetRead(estimated, known.place);
  if (
    (read === 'place' && tiers.lists.length > 1) ||
    (await fewEnoughToReadWhole(
      estimated,
      scope,
      tiers.lists.length,
      page.offset + limit,
      unestimated,
    ))
  ) {
    const set = await rankMatchSet(scope, tiers, { ...page, limit: Math.max(limit, 0) }, read);
    if (set.total <= COUNT_CAP) return { ids: set.ids, totalCount: set.total, capped: false };
    if (set.total <= MATCH_SET_CAP) return { ids: set.ids, totalCount: COUNT_CAP, capped: true };
  }
  if (limit <= 0) return { ids: [], totalCount: COUNT_CAP, capped: true };
  const broad = await rankBroadSet(scope, tiers.lists, { limit, offset: page.offset });
  // The estimate can be wrong: a list shorter than asked for is every match there is.
  if (broad.allMatches !== null)
    return { ids: broad.ids, totalCount: broad.allMatches, capped: false };
  return { ids: broad.ids, totalCount: COUNT_CAP, capped: true };
}
