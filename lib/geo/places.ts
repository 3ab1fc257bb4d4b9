import 'server-only';
import { db } from '@/lib/db';
import type { Point } from './distance';

const TOWN_SAMPLE = 200;

export async function districtCentre(outcode: string): Promise<Point | null> {
  const [row] = await db.$queryRaw<Point[]>`
    SELECT latitude AS lat, longitude AS lng FROM uk_postcode_districts WHERE outcode = ${outcode}`;
  return row ?? null;
}

/** Where the visitor's results are: the mean of the directory's own businesses there, else districts. */
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
