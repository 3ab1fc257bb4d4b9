import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead } from '@/lib/db';
import { OPEN_BY_INDEX, rankedIds } from '@/lib/data/ranked-list';
import type { Counts } from './counts';
import { and, CLOSED, OPEN } from './conditions';
import type { PlaceSize } from './location';
import { matchSetRead, wholeReadLimit, type MatchSetRead } from './read-plan';

// Beyond this a search reports "1,000+", so no request ever counts or sorts a huge match set.
export const COUNT_CAP = 1000;
// Above this estimate a search is ranked from ordered indexes, unless reading whole is cheaper (docs/search.md).
export const BROAD_ESTIMATE = 2 * COUNT_CAP;
// Well above BROAD_ESTIMATE, because multi-word estimates run low.
const MATCH_SET_CAP = 20 * COUNT_CAP;

/** Order: permanently closed last, then tier, then rank score, then id so pages are stable. */
export type Tiers = {
  match: Prisma.Sql;
  tier: Prisma.Sql;
  /** The tier-t list holds every row meeting condition t, best first. */
  lists: Prisma.Sql[];
  textIndexed?: boolean;
};

export type RankedPage = { ids: string[]; totalCount: number; capped: boolean };

/** Conditions the planner cannot estimate (a radius, "open now"), with the share they keep. */
export type Unestimated = { without: Prisma.Sql[]; share: number };

async function estimateScope(conditions: Prisma.Sql[], unestimated?: Unestimated) {
  return unestimated
    ? Math.ceil((await estimate(and([...unestimated.without, ...conditions]))) * unestimated.share)
    : undefined;
}
type Page = { limit: number; offset: number };

export async function estimate(where: Prisma.Sql): Promise<number> {
  const plan = await publicRead<{ 'QUERY PLAN': string }>(Prisma.sql`
    EXPLAIN SELECT 1 FROM businesses WHERE ${where}`);
  const rows = /rows=(\d+)/.exec(plan[0]?.['QUERY PLAN'] ?? '');
  return rows ? Number(rows[1]) : Number.POSITIVE_INFINITY;
}

// Temporarily closed after the open ones of the same tier (a read match set only; lists ranked
// from the indexes keep rank order).
const PAUSED = Prisma.sql`business_status = 'CLOSED_TEMPORARILY'`;

const BUSINESSES = Prisma.raw('businesses');
// The ranked columns of each business, stored by town and category (docs/search.md).
const DOCUMENTS = Prisma.raw('search_documents');

/** Where a text search's rows are read: `documents` when its conditions name only their columns. */
function rankedTable(tiers: Tiers, documents = false) {
  return documents && tiers.textIndexed ? DOCUMENTS : BUSINESSES;
}

/** Every match with its order's keys; `byArm`: a place's towns, then its counties, read apart. */
export function matchSetSql(
  scope: Prisma.Sql[],
  tiers: Tiers,
  read: MatchSetRead,
  byArm?: Prisma.Sql[][],
  documents = false,
) {
  const table = rankedTable(tiers, documents);
  const indexed = (conditions: Prisma.Sql[]) =>
    Prisma.sql`SELECT id, rank_score, business_status = 'CLOSED_PERMANENTLY' AS closed,
          ${PAUSED} AS paused, ${tiers.tier} AS tier
          FROM ${table} WHERE ${and([...conditions, tiers.match])}`;
  const testedNoTextIndex = (conditions: Prisma.Sql[]) =>
    Prisma.sql`SELECT * FROM (
          SELECT id, rank_score, business_status = 'CLOSED_PERMANENTLY' AS closed,
            ${PAUSED} AS paused, CASE WHEN ${tiers.match} THEN ${tiers.tier} END AS tier
          FROM ${table} WHERE ${and(conditions)}) AS place
          WHERE tier IS NOT NULL`;
  if (read === 'place') return testedNoTextIndex(scope);
  if (!byArm) return indexed(scope);
  // In one OR the planner cannot read each arm its best way (docs/search.md).
  const [towns = [], counties = []] = byArm;
  const reads =
    read === 'town' ? [indexed(towns), testedNoTextIndex(counties)] : byArm.map(indexed);
  return Prisma.join(
    reads.map((sql) => Prisma.sql`(${sql})`),
    ' UNION ',
  );
}

export function matchSetPageSql(matches: Prisma.Sql, page: Page) {
  const order = Prisma.sql`closed, tier, paused, rank_score DESC, id`;
  return Prisma.sql`
    WITH matches AS MATERIALIZED (${matches} LIMIT ${MATCH_SET_CAP + 1})
    SELECT (SELECT count(*)::int FROM matches) AS total,
           coalesce((SELECT array_agg(id ORDER BY ${order}) FROM (
             SELECT * FROM matches ORDER BY ${order}
             LIMIT ${page.limit} OFFSET ${page.offset}) AS p), '{}') AS ids`;
}

type Known = {
  place?: PlaceSize;
  unestimated?: Unestimated;
  byArm?: Prisma.Sql[][];
  documents?: boolean;
};

async function rankMatchSet(
  scope: Prisma.Sql[],
  tiers: Tiers,
  page: Page,
  read: MatchSetRead,
  known: Known,
) {
  const [row] = await publicRead<{ total: number; ids: string[] }>(
    matchSetPageSql(matchSetSql(scope, tiers, read, known.byArm, known.documents), page),
  );
  return { total: row?.total ?? 0, ids: row?.ids ?? [] };
}

type ListRow = { id: string; rank: number | null; tier: number };

async function tierLists(
  status: Prisma.Sql,
  scope: Prisma.Sql[],
  lists: Prisma.Sql[],
  k: number,
  table: Prisma.Sql,
) {
  const selects = lists.map(
    (list, tier) => Prisma.sql`(SELECT id, rank_score AS rank, ${tier}::int AS tier
      FROM ${table} WHERE ${and([status, ...scope, list])}
      ORDER BY rank_score DESC, id LIMIT ${k})`,
  );
  return publicRead<ListRow>(Prisma.join(selects, ' UNION ALL '));
}

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

/** Exact for the first k rows: a row's place in its own tier's list is never worse than overall. */
async function rankBroadSet(
  scope: Prisma.Sql[],
  lists: Prisma.Sql[],
  page: Page,
  table = BUSINESSES,
) {
  const k = page.offset + page.limit;
  const widest = (rows: ListRow[]) => rows.filter((row) => row.tier === lists.length - 1).length;
  const openRows = await tierLists(OPEN, scope, lists, k, table);
  let ranked = mergeLists(openRows);
  let allMatches: number | null = null;
  if (widest(openRows) < k) {
    const closedRows = await tierLists(CLOSED, scope, lists, k, table);
    ranked = ranked.concat(mergeLists(closedRows));
    if (widest(closedRows) < k) allMatches = widest(openRows) + widest(closedRows);
  }
  return {
    ids: ranked.slice(page.offset, page.offset + page.limit).map((row) => row.id),
    allMatches,
  };
}

export async function wholeScopePage(
  scope: Prisma.Sql[],
  counts: Counts,
  page: Page,
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

/** Small match sets are read and sorted whole, others ranked from ordered indexes: docs/search.md. */
export async function rankedPage(
  scope: Prisma.Sql[],
  tiers: Tiers,
  page: Page,
  known: Known = {},
): Promise<RankedPage> {
  const { unestimated } = known;
  const estimated =
    (await estimateScope([tiers.match], unestimated)) ??
    (await estimate(and([...scope, tiers.match])));
  const limit = Math.min(page.limit, COUNT_CAP - page.offset);
  const read = matchSetRead(estimated, known.place, tiers.textIndexed);
  if (
    (read !== 'index' && tiers.lists.length > 1) ||
    (await fewEnoughToReadWhole(
      estimated,
      scope,
      tiers.lists.length,
      page.offset + limit,
      unestimated,
    ))
  ) {
    const set = await rankMatchSet(
      scope,
      tiers,
      { ...page, limit: Math.max(limit, 0) },
      read,
      known,
    );
    if (set.total <= COUNT_CAP) return { ids: set.ids, totalCount: set.total, capped: false };
    if (set.total <= MATCH_SET_CAP) return { ids: set.ids, totalCount: COUNT_CAP, capped: true };
  }
  if (limit <= 0) return { ids: [], totalCount: COUNT_CAP, capped: true };
  const broad = await rankBroadSet(
    scope,
    tiers.lists,
    { limit, offset: page.offset },
    rankedTable(tiers, known.documents),
  );
  if (broad.allMatches !== null)
    return { ids: broad.ids, totalCount: broad.allMatches, capped: false };
  return { ids: broad.ids, totalCount: COUNT_CAP, capped: true };
}
