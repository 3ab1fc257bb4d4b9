import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead, type ReadSetting } from '@/lib/db';
import type { Point } from '@/lib/geo/distance';
import { and } from './filters';
import { COUNT_CAP, estimate, type RankedPage } from './rank';
import { RARE_MAX, readsMatchesWhole } from './read-plan';

/** How far a search with text widens around its place, step by step, when it must. */
export const WIDEN_STEPS_KM = [10, 50, 200] as const;

/**
 * The most businesses a nearest-first walk reads, nearest first, testing each: a read's cost
 * is bounded by this whatever the size of the directory. Deep pages end where it ends.
 */
export const WALK_CAP = 5_000;

type Page = { limit: number; offset: number };

/** A nearest-first read: the matches within `radiusKm`, nearest first, counted up to COUNT_CAP. */
export type NearestPage = RankedPage & { radiusKm: number };

const earthOf = ({ lat, lng }: Point) => Prisma.sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
/** Great-circle metres from the point (earthdistance's earth_distance on the stored cube). */
const metresFrom = (point: Point) => Prisma.sql`sec_to_gc(cube_distance(${earthOf(point)}, earth))`;

/**
 * The nearest matches of `conditions` around the point, within the first of `radiiKm` that
 * holds at least `enough` of them (else the last), nearest first, never beyond COUNT_CAP.
 * Reads are bounded: every match (up to RARE_MAX) when the planner expects few, else a walk
 * of the WALK_CAP nearest businesses at most, from the GiST index (`<->`), with scans of the
 * table and bitmap reads turned off for it.
 */
export async function nearestPage(
  conditions: Prisma.Sql[],
  point: Point,
  radiiKm: readonly number[],
  page: Page,
  enough: number,
  directorySize: number,
): Promise<NearestPage> {
  const where = and([...conditions, Prisma.sql`earth IS NOT NULL`]);
  const limit = Math.max(Math.min(page.limit, COUNT_CAP - page.offset), 0);
  const estimated = await estimate(where);
  const whole = readsMatchesWhole(estimated, page.offset + limit, directorySize);
  const largest = radiiKm[radiiKm.length - 1]!;
  const distances = radiiKm.map(
    (km) => Prisma.sql`count(*) FILTER (WHERE m <= ${km * 1000}::float8)::int`,
  );

  if (whole) {
    const metres = radiiKm.map((km) => km * 1000);
    const [row] = await publicRead<{ read: number; counts: number[]; ids: string[] | null }>(
      Prisma.sql`WITH matches AS MATERIALIZED (
          SELECT id, earth FROM businesses WHERE ${where} LIMIT ${RARE_MAX + 1}),
        near AS MATERIALIZED (
          SELECT id, ${metresFrom(point)} AS m, earth <-> ${earthOf(point)} AS d FROM matches),
        counts AS (SELECT ARRAY[${Prisma.join(distances)}] AS c FROM near),
        chosen AS (SELECT coalesce((SELECT i FROM unnest(c) WITH ORDINALITY AS u(n, i)
            WHERE n >= ${enough} ORDER BY i LIMIT 1), cardinality(c)) AS i FROM counts)
        SELECT (SELECT count(*)::int FROM matches) AS read, (SELECT c FROM counts) AS counts,
          (SELECT array_agg(id ORDER BY d, id) FROM (
             SELECT id, d FROM near
             WHERE m <= (${metres}::float8[])[(SELECT i FROM chosen)]
             ORDER BY d, id LIMIT ${limit} OFFSET ${page.offset}) AS p) AS ids`,
    );
    if (row && row.read <= RARE_MAX) {
      const index = chosenRadius(row.counts, enough);
      const total = row.counts[index]!;
      return {
        ids: row.ids ?? [],
        totalCount: Math.min(total, COUNT_CAP),
        capped: total > COUNT_CAP,
        radiusKm: radiiKm[index]!,
      };
    }
  }

  const walk = (km: number, select: Prisma.Sql) => nearestWalk(conditions, point, km, select);
  // Counted along the same walk, up to COUNT_CAP: the count is what the pages list.
  const count = async () => {
    const [row] = await publicRead<{ counts: number[] }>(
      Prisma.sql`SELECT ARRAY[${Prisma.join(distances)}] AS counts FROM (
        ${walk(largest, Prisma.sql`m`)} LIMIT ${COUNT_CAP + 1}) AS hits`,
      WALK_OFF,
    );
    return row?.counts ?? [];
  };
  const read = async (km: number) =>
    limit
      ? publicRead<{ id: string }>(
          Prisma.sql`${walk(km, Prisma.sql`id`)} ORDER BY d LIMIT ${limit} OFFSET ${page.offset}`,
          WALK_OFF,
        )
      : [];
  // One circle: the count and the page at once; steps: the count chooses the circle first.
  const [counts, single] = await Promise.all([
    count(),
    radiiKm.length === 1 ? read(largest) : null,
  ]);
  const index = chosenRadius(counts, enough);
  const km = radiiKm[index]!;
  const total = counts[index] ?? 0;
  const rows = single ?? (await read(km));
  return {
    ids: rows.map((row) => row.id),
    totalCount: Math.min(total, COUNT_CAP),
    capped: total > COUNT_CAP,
    radiusKm: km,
  };
}

/** A walk may not fall back to a scan of the table or a bitmap read of the whole circle. */
export const WALK_OFF: ReadSetting[] = ['enable_seqscan', 'enable_bitmapscan'];

/**
 * The WALK_CAP nearest businesses within `km` of the point, read in order from the GiST index
 * (`<->`), each tested against the conditions: `select` of those that pass, nearest first.
 */
export function nearestWalk(
  conditions: Prisma.Sql[],
  point: Point,
  km: number,
  select: Prisma.Sql,
): Prisma.Sql {
  return Prisma.sql`
    SELECT ${select} FROM (
      SELECT ${and(conditions)} AS hit,
        ${metresFrom(point)} AS m, earth <-> ${earthOf(point)} AS d, id
      FROM businesses
      WHERE earth_box(${earthOf(point)}, ${km * 1000}::float8) @> earth
      ORDER BY earth <-> ${earthOf(point)} LIMIT ${WALK_CAP}) AS walk
    WHERE hit AND m <= ${km * 1000}::float8`;
}

/** The first radius holding `enough` matches, else the last. */
function chosenRadius(counts: number[], enough: number): number {
  const index = counts.findIndex((count) => count >= enough);
  return index === -1 ? counts.length - 1 : index;
}
