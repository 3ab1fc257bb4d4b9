import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';

export const COVERAGE_PER_PAGE = 50;
/** A business no import has confirmed for this many days is stale. */
export const STALE_DAYS = 180;
export const GAP_TOWNS = 200;
export const GAP_MIN_BUSINESSES = 3;

type Counts = {
  total: number;
  withPhone: number;
  withWebsite: number;
  withHours: number;
  withCoords: number;
  badPhone: number;
};
export type CoverageRow = Counts & { cityKey: string; city: string | null; categoryGroup: string };

const SUMS = Prisma.sql`sum(total)::int AS "total", sum(with_phone)::int AS "withPhone",
  sum(with_website)::int AS "withWebsite", sum(with_hours)::int AS "withHours",
  sum(with_coords)::int AS "withCoords", sum(bad_phone)::int AS "badPhone"`;

/** The Coverage tab from the trigger-kept summaries: totals, stale count, one page of town × group. */
export async function getCoverage({ page = 1, town = '' }: { page?: number; town?: string } = {}) {
  const filter = town
    ? Prisma.sql`AND city ILIKE ${`%${town.replace(/[\\%_]/g, '\\$&')}%`}`
    : Prisma.empty;
  const [rows, [totals], [stale]] = await Promise.all([
    db.$queryRaw<(CoverageRow & { groups: number })[]>`
      SELECT city_key AS "cityKey", city, category_group AS "categoryGroup",
        total, with_phone AS "withPhone", with_website AS "withWebsite",
        with_hours AS "withHours", with_coords AS "withCoords", bad_phone AS "badPhone",
        count(*) OVER ()::int AS groups
      FROM coverage_groups WHERE total > 0 ${filter}
      ORDER BY total DESC, city_key, category_group
      LIMIT ${COVERAGE_PER_PAGE} OFFSET ${(page - 1) * COVERAGE_PER_PAGE}`,
    db.$queryRaw<Counts[]>`SELECT ${SUMS} FROM coverage_groups`,
    db.$queryRaw<{ stale: number }[]>`
      SELECT coalesce(sum(total), 0)::int AS stale FROM coverage_checked_days
      WHERE day < (now() AT TIME ZONE 'UTC')::date - ${STALE_DAYS}::int`,
  ]);
  const groups = rows[0]?.groups ?? 0;
  return {
    totals: {
      total: totals?.total ?? 0,
      withPhone: totals?.withPhone ?? 0,
      withWebsite: totals?.withWebsite ?? 0,
      withHours: totals?.withHours ?? 0,
      withCoords: totals?.withCoords ?? 0,
      badPhone: totals?.badPhone ?? 0,
      stale: stale?.stale ?? 0,
    },
    rows,
    page,
    pageCount: Math.max(1, Math.ceil(groups / COVERAGE_PER_PAGE)),
  };
}

export type CoverageGap = {
  city: string;
  country: string | null;
  category: string;
  total: number;
  withHours: number;
};

/** Category-in-town gaps of the largest towns: too few businesses, or under half with hours. */
export function listCoverageGaps() {
  return db.$queryRaw<CoverageGap[]>`
    WITH towns AS (
      SELECT city_key, max(city) AS city, max(country) AS country, sum(total) AS n
      FROM coverage_cells WHERE city_key <> '' AND total > 0
      GROUP BY city_key ORDER BY n DESC, city_key LIMIT ${GAP_TOWNS}
    ), categories AS (
      SELECT category_slug, max(category) AS category FROM coverage_cells
      WHERE total > 0 GROUP BY category_slug
    )
    SELECT t.city, t.country, c.category, coalesce(x.total, 0) AS total,
      coalesce(x.with_hours, 0) AS "withHours"
    FROM towns t CROSS JOIN categories c
    LEFT JOIN coverage_cells x ON x.city_key = t.city_key AND x.category_slug = c.category_slug
    WHERE coalesce(x.total, 0) < ${GAP_MIN_BUSINESSES} OR x.with_hours * 2 < x.total
    ORDER BY t.n DESC, t.city_key, c.category`;
}
