import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { toBusinessDto, type BusinessDto } from './business-dto';

export type Page = { limit: number; offset: number };

/**
 * "Not closed for good", tested without reading the row: a probe of the small partial index
 * of permanently closed businesses (rank_score, id), which the list's own index scan already
 * holds. `business_status <> …` instead reads the table row of every row a deep page skips
 * (page 500 of a category: 10,000 scattered rows, the bulk of its time). rank_score is never
 * null (a generated column, 0 when unrated), so the equality finds every closed row.
 */
export const OPEN_BY_INDEX = Prisma.sql`NOT EXISTS (
  SELECT FROM businesses closed
  WHERE closed.business_status = 'CLOSED_PERMANENTLY'
    AND closed.rank_score = businesses.rank_score AND closed.id = businesses.id)`;

/**
 * Ids of one page of the businesses meeting every condition, best first (rank score, then id
 * so that pages are stable). Only ids, so that the rows a deep page skips are read from the
 * (…, rank_score, id) index alone; the page's own rows are fetched afterwards.
 */
export async function rankedIds(conditions: Prisma.Sql[], page: Page): Promise<string[]> {
  const where = conditions.length ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM businesses WHERE ${where}
    ORDER BY rank_score DESC, id LIMIT ${page.limit} OFFSET ${page.offset}`;
  return rows.map((row) => row.id);
}

/**
 * Ids of one page of the open businesses of a specific category, as their main category or a
 * secondary one (business_categories), best first, optionally within some towns: each side is
 * read in rank order from its own index, at most one page deep, and the two are merged.
 */
export async function categoryRankedIds(
  categorySlug: string,
  citySlugs: string[] | undefined,
  page: Page,
): Promise<string[]> {
  const depth = page.limit + page.offset;
  const inCities = !citySlugs
    ? Prisma.empty
    : citySlugs.length === 1
      ? Prisma.sql`AND city_slug = ${citySlugs[0]}`
      : Prisma.sql`AND city_slug = ANY(${citySlugs}::text[])`;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM (
      (SELECT id, rank_score FROM businesses
       WHERE category_slug = ${categorySlug} ${inCities} AND ${OPEN_BY_INDEX}
       ORDER BY rank_score DESC, id LIMIT ${depth})
      UNION ALL
      (SELECT business_id, rank_score FROM business_categories
       WHERE category_slug = ${categorySlug} ${inCities} AND NOT closed
       ORDER BY rank_score DESC, business_id LIMIT ${depth})
    ) listed
    ORDER BY rank_score DESC, id LIMIT ${page.limit} OFFSET ${page.offset}`;
  return rows.map((row) => row.id);
}

/** The businesses with these ids, in the order given (ids since deleted are left out). */
export async function businessesInOrder(ids: string[]): Promise<BusinessDto[]> {
  if (!ids.length) return [];
  const rows = await db.business.findMany({ where: { id: { in: ids } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toBusinessDto(row)] : [];
  });
}

/** One page of a ranked list as business records. */
export async function rankedBusinesses(conditions: Prisma.Sql[], page: Page) {
  return businessesInOrder(await rankedIds(conditions, page));
}
