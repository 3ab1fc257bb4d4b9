import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead } from '@/lib/db';
import type { BusinessDto } from './business-dto';
import { businessDtos } from './business-rows';

export type Page = { limit: number; offset: number };

/** Probes the small partial index of closed businesses, so a deep page skips rows without reading them. */
export const OPEN_BY_INDEX = Prisma.sql`NOT EXISTS (
  SELECT FROM businesses closed
  WHERE closed.business_status = 'CLOSED_PERMANENTLY'
    AND closed.rank_score = businesses.rank_score AND closed.id = businesses.id)`;

/** Only ids, so the rows a deep page skips are read from the index alone. */
export async function rankedIds(conditions: Prisma.Sql[], page: Page): Promise<string[]> {
  const where = conditions.length ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
  const rows = await publicRead<{ id: string }>(Prisma.sql`
    SELECT id FROM businesses WHERE ${where}
    ORDER BY rank_score DESC, id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return rows.map((row) => row.id);
}

/** Main and secondary category each read in rank order from their own index, then merged. */
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
  const rows = await publicRead<{ id: string }>(Prisma.sql`
    SELECT id FROM (
      (SELECT id, rank_score FROM businesses
       WHERE category_slug = ${categorySlug} ${inCities} AND ${OPEN_BY_INDEX}
       ORDER BY rank_score DESC, id LIMIT ${depth})
      UNION ALL
      (SELECT business_id, rank_score FROM business_categories
       WHERE category_slug = ${categorySlug} ${inCities} AND NOT closed
       ORDER BY rank_score DESC, business_id LIMIT ${depth})
    ) listed
    ORDER BY rank_score DESC, id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return rows.map((row) => row.id);
}

export async function businessesInOrder(ids: string[]): Promise<BusinessDto[]> {
  if (!ids.length) return [];
  const rows = await businessDtos(Prisma.sql`WHERE b.id = ANY(${ids}::uuid[])`);
  const byId = new Map(rows.map((business) => [business.id, business]));
  return ids.flatMap((id) => {
    const business = byId.get(id);
    return business ? [business] : [];
  });
}

export async function rankedBusinesses(conditions: Prisma.Sql[], page: Page) {
  return businessesInOrder(await rankedIds(conditions, page));
}
