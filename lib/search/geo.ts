import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead } from '@/lib/db';
import { EARTH_RADIUS_KM, type Point } from '@/lib/geo/distance';
import {
  DIVISIONS,
  ENGLISH_TD_DISTRICTS,
  SCOTTISH_AREAS,
  bankHolidayOn,
  ukDate,
  type Division,
} from '@/lib/hours/bank-holidays';
import { UK_COUNTRY_NAMES } from '@/lib/geo/country';
import { wallClock } from '@/lib/hours/open-now';
import { DAYS } from '@/lib/hours/types';

const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

const earthOf = ({ lat, lng }: Point) => Prisma.sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
// The stored ll_to_earth(latitude, longitude) (geo_search migration), indexed with the rank.
const BUSINESS_EARTH = Prisma.sql`earth`;

/** `indexed` probes the GiST index (few businesses); else a filter on columns the rank index holds (businesses_rank_open_idx). */
export function withinRadius(point: Point, km: number, indexed: boolean): Prisma.Sql {
  const metres = km * 1000;
  if (indexed) {
    return Prisma.sql`(earth_box(${earthOf(point)}, ${metres}::float8) @> ${BUSINESS_EARTH}
      AND sec_to_gc(cube_distance(${earthOf(point)}, ${BUSINESS_EARTH})) <= ${metres}::float8)`;
  }
  const box = boxAround(point, km);
  return Prisma.sql`(latitude BETWEEN ${box.south} AND ${box.north}
    AND longitude BETWEEN ${box.west} AND ${box.east}
    AND earth_distance(ll_to_earth(latitude, longitude), ${earthOf(point)}) <= ${metres}::float8)`;
}

function boxAround(point: Point, km: number) {
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / (KM_PER_DEGREE * Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01));
  return {
    south: point.lat - dLat,
    north: point.lat + dLat,
    west: point.lng - dLng,
    east: point.lng + dLng,
  };
}

export function nearestFirst(point: Point): Prisma.Sql {
  return Prisma.sql`${BUSINESS_EARTH} <-> ${earthOf(point)}`;
}

/** Estimated from postcode district counts: the planner cannot estimate a cube test. */
export async function businessesWithin(point: Point, km: number): Promise<number> {
  const box = boxAround(point, km);
  const [row] = await publicRead<{ total: number }>(Prisma.sql`
    SELECT coalesce(sum(f.total), 0)::int AS total
    FROM uk_postcode_districts d
    JOIN business_facets f ON f.kind = 'district' AND f.key = d.outcode
    WHERE d.latitude BETWEEN ${box.south} AND ${box.north}
      AND d.longitude BETWEEN ${box.west} AND ${box.east}
      AND earth_distance(ll_to_earth(d.latitude, d.longitude), ${earthOf(point)})
          <= ${km * 1000}::float8`);
  return row?.total ?? 0;
}

// divisionOf (lib/hours/bank-holidays) in SQL over the generated postcode columns.
const DIVISION_SQL: Record<Division, Prisma.Sql> = {
  'northern-ireland': Prisma.sql`postcode_area = 'BT'`,
  scotland: Prisma.sql`(postcode_area IN (${Prisma.join([...SCOTTISH_AREAS])})
    AND postcode_district NOT IN (${Prisma.join([...ENGLISH_TD_DISTRICTS])}))`,
  'england-and-wales': Prisma.sql`(postcode_area IS NULL OR (postcode_area <> 'BT'
    AND (postcode_area NOT IN (${Prisma.join([...SCOTTISH_AREAS])})
      OR postcode_district IN (${Prisma.join([...ENGLISH_TD_DISTRICTS])}))))`,
};

// The UK's names as literals, not parameters, so the planner can prove the partial index
// businesses_outside_uk_idx (migration 20261127220000_outside_uk) covers OUTSIDE_UK.
const UK_NAMES = Prisma.raw(UK_COUNTRY_NAMES.map((name) => `'${name}'`).join(', '));
const OUTSIDE_UK = Prisma.sql`(country IS NOT NULL AND lower(country) NOT IN (${UK_NAMES}))`;

const holidayDivisions = (at: Date) => DIVISIONS.filter((division) => bankHolidayOn(division, at));

/** Businesses in a division keeping a bank holiday today: open-now makes no claim for them. */
function onBankHoliday(divisions: readonly Division[]): Prisma.Sql | null {
  if (divisions.length === 0) return null;
  return Prisma.sql`(NOT ${OUTSIDE_UK} AND (${Prisma.join(
    divisions.map((division) => DIVISION_SQL[division]),
    ' OR ',
  )}))`;
}

/** Whether every business of a search in `scope` (a division, or null for anywhere) keeps a bank holiday. */
function holidayThroughout(divisions: readonly Division[], scope: Division | null): boolean {
  return divisions.length === DIVISIONS.length || (scope !== null && divisions.includes(scope));
}

// Open and operating: special hours for the local date decide alone, else no claim on the
// division's bank holiday, else the usual hours. `businesses` must not be aliased in the query.
// `scope`: the division every business of the search lies in, when known (holidayThroughout).
export function openAt(at: Date, scope: Division | null = null): Prisma.Sql {
  const divisions = holidayDivisions(at);
  const holiday = onBankHoliday(divisions);
  const usual = Prisma.sql`(${openingHoursAt(at)}${
    holiday ? Prisma.sql` AND NOT ${holiday}` : Prisma.empty
  })`;
  const near = specialHoursNear(at);
  const open = Prisma.sql`(business_status = 'OPERATIONAL' AND ((${usual} AND id NOT IN (${near}))
    OR (id IN (${near}) AND ${specialOrUsual(at, usual)})))`;
  if (!holidayThroughout(divisions, scope)) return open;
  // Only special hours or a business outside the UK can be open then: the planner starts from
  // those few ids (an array it reads by primary key) rather than testing the whole directory.
  return Prisma.sql`(id = ANY (ARRAY(${near} UNION SELECT id FROM businesses WHERE ${OUTSIDE_UK}))
    AND ${open})`;
}

// Ids with special hours within a day of the UK date, uncorrelated: read once by the date index,
// hashed, so every other row costs one probe.
function specialHoursNear(at: Date): Prisma.Sql {
  const today = ukDate(at);
  return Prisma.sql`SELECT business_id FROM special_hours
    WHERE last_date >= ${today}::date - 1 AND first_date <= ${today}::date + 1`;
}

/** Only for those few rows: special hours for their local date decide, else the usual hours. */
function specialOrUsual(at: Date, usual: Prisma.Sql): Prisma.Sql {
  const { day, minutes } = localTime(at);
  const covering = Prisma.sql`FROM special_hours s
    WHERE s.business_id = businesses.id AND ${day} BETWEEN s.first_date AND s.last_date`;
  return Prisma.sql`(CASE WHEN EXISTS (SELECT ${covering}) THEN EXISTS (SELECT ${covering}
      AND EXISTS (SELECT FROM jsonb_to_recordset(s.intervals) AS i(open int, close int)
        WHERE i.open <= ${minutes} AND ${minutes} < i.close))
    ELSE ${usual} END)`;
}

/** The row's local date and minute of the day (Europe/London when it has no zone). */
function localTime(at: Date) {
  const zone = Prisma.sql`businesses.time_zone`;
  const local = Prisma.sql`(${at}::timestamptz AT TIME ZONE ${zone})`;
  const london = wallClock(at, 'Europe/London').minutes;
  return {
    day: Prisma.sql`(CASE WHEN ${zone} IS NULL THEN ${ukDate(at)}::date ELSE ${local}::date END)`,
    minutes: Prisma.sql`(CASE WHEN ${zone} IS NULL THEN ${london}::int
      ELSE extract(hour FROM ${local})::int * 60 + extract(minute FROM ${local})::int END)`,
  };
}

/** The Europe/London minute of the week is computed once here rather than per row. */
function openingHoursAt(at: Date): Prisma.Sql {
  const { day, minutes } = wallClock(at, 'Europe/London');
  const london = DAYS.indexOf(day) * 1440 + minutes;
  const local = Prisma.sql`(${at}::timestamptz AT TIME ZONE time_zone)`;
  // Two branches rather than one CASE let the planner estimate containment from column statistics.
  return Prisma.sql`((time_zone IS NULL AND open_minutes @> ${london}::int)
    OR (time_zone IS NOT NULL AND open_minutes @> ((extract(isodow FROM ${local})::int - 1) * 1440
          + extract(hour FROM ${local})::int * 60 + extract(minute FROM ${local})::int)))`;
}
