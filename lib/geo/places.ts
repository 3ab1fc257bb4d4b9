import 'server-only';
import { db } from '@/lib/db';
import type { Point } from './distance';

/** Businesses of a town whose coordinates are averaged for its centre: plenty for a mean. */
const TOWN_SAMPLE = 200;

/** A postcode district's centre (`LS6`) from the CC0 table, or null when it is no district. */
export async function districtCentre(outcode: string): Promise<Point | null> {
  const [row] = await db.$queryRaw<Point[]>`
    SELECT latitude AS lat, longitude AS lng FROM uk_postcode_districts WHERE outcode = ${outcode}`;
  return row ?? null;
}

/**
 * A town's centre: the mean position of the directory's own businesses there (where the
 * visitor's results are), else of the districts named after it; null when neither knows it.
 */
export async function townCentre(citySlug: string): Promise<Point | null> {
  const [row] = await db.$queryRaw<{ lat: number | null; lng: number | null }[]>`
    SELECT coalesce(b.lat, d.lat) AS lat, coalesce(b.lng, d.lng) AS lng
    FROM (SELECT avg(latitude) AS lat, avg(longitude) AS lng FROM (
            SELECT latitude, longitude FROM businesses
            WHERE city_slug = ${citySlug} AND latitude IS NOT NULL AND longitude IS NOT NULL
            LIMIT ${TOWN_SAMPLE}) AS sample) AS b,
         (SELECT avg(latitude) AS lat, avg(longitude) AS lng FROM uk_postcode_districts
          WHERE town_slug(town) = ${citySlug}) AS d`;
  return row?.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null;
}
