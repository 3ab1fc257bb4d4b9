import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { publicRead, type ReadSetting } from '@/lib/db';
import type { Point } from '@/lib/geo/distance';
import { and } from './conditions';
import { COUNT_CAP, estimate, type RankedPage } from './rank';
import { RARE_MAX, readsMatchesWhole } from './read-plan';

// Bounds a walk's cost whatever the size of the directory; deep pages end where it ends.
export const WALK_CAP = 5_000;

type Page = { limit: number; offset: number };

export type NearestPage = RankedPage & { radiusKm: number };

const earthOf = ({ lat, lng }: Point) => Prisma.sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
const metresFrom = (point: Point) => Prisma.sql`sec_to_gc(cube_distance(${earthOf(point)}, earth))`;

/** Reads are bounded: every match when the planner expects few, else a GiST walk of at most WALK_CAP. */
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

export const WALK_OFF: ReadSetting[] = ['enable_seqscan', 'enable_bitmapscan'];

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

function chosenRadius(counts: number[], enough: number): number {
  const index = counts.findIndex((count) => count >= enough);
  return index === -1 ? counts.length - 1 : index;
}
