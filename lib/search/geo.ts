import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import type { Point } from '@/lib/geo/distance';
import { wallClock } from '@/lib/hours/open-now';
import { DAYS } from '@/lib/hours/types';

const earthOf = ({ lat, lng }: Point) => Prisma.sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
const BUSINESS_EARTH = Prisma.sql`ll_to_earth(latitude, longitude)`;

/**
 * Businesses within `km` of the point: the cube box around it probes the GiST index on
 * ll_to_earth(latitude, longitude); the exact great-circle test drops the box's corners.
 */
export function withinRadius(point: Point, km: number): Prisma.Sql {
  const metres = km * 1000;
  return Prisma.sql`(earth_box(${earthOf(point)}, ${metres}::float8) @> ${BUSINESS_EARTH}
    AND earth_distance(${earthOf(point)}, ${BUSINESS_EARTH}) <= ${metres}::float8)`;
}

/** Nearest first, read from the same GiST index (a KNN scan); no coordinates last. */
export function nearestFirst(point: Point): Prisma.Sql {
  return Prisma.sql`${BUSINESS_EARTH} <-> ${earthOf(point)}`;
}

/**
 * About how many businesses lie within `km` of the point: the businesses of every postcode
 * district whose centre does (2,856 districts, counts from business_facets). The planner
 * cannot estimate a cube test (it assumes 0.1 %), and the search chooses how to read by it.
 */
export async function businessesWithin(point: Point, km: number): Promise<number> {
  const [row] = await db.$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(f.total), 0)::int AS total
    FROM uk_postcode_districts d
    JOIN business_facets f ON f.kind = 'district' AND f.key = d.outcode
    WHERE earth_distance(ll_to_earth(d.latitude, d.longitude), ${earthOf(point)})
          <= ${km * 1000}::float8`;
  return row?.total ?? 0;
}

/**
 * Open at `at` in each business's own time zone: its local minute of the week (Monday 00:00 =
 * 0) inside the generated open_minutes ranges. The minute for Europe/London (the zone of a
 * null time_zone, nearly every row) is worked out once here rather than per row.
 */
export function openAt(at: Date): Prisma.Sql {
  const { day, minutes } = wallClock(at, 'Europe/London');
  const london = DAYS.indexOf(day) * 1440 + minutes;
  const local = Prisma.sql`(${at}::timestamptz AT TIME ZONE time_zone)`;
  return Prisma.sql`open_minutes @> CASE WHEN time_zone IS NULL THEN ${london}::int
    ELSE ((extract(isodow FROM ${local})::int - 1) * 1440
          + extract(hour FROM ${local})::int * 60 + extract(minute FROM ${local})::int) END`;
}
