// Loads the reference data the app reads at run time (data/uk-geo, CC0) into its table after
// the migrations, so the CSV in the repo stays the only copy. An upsert of 2,856 rows: cheap
// enough to run on every start, and a changed CSV is picked up without a new migration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type pg from 'pg';

const OUTCODES_CSV = path.join(import.meta.dirname, '..', '..', 'data', 'uk-geo', 'outcodes.csv');

const COUNTRY_BY_CODE: Record<string, string> = {
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
  GG: 'Guernsey',
  JE: 'Jersey',
  IM: 'Isle of Man',
};

type OutcodeRow = {
  postcode: string;
  latitude: string;
  longitude: string;
  town: string;
  region: string;
  country: string;
  country_string: string;
};

/** The country of a row: some rows have `country` and `country_string` swapped. */
function countryOf(row: OutcodeRow) {
  const country = COUNTRY_BY_CODE[row.country] ?? COUNTRY_BY_CODE[row.country_string];
  if (!country) throw new Error(`uk-geo: unknown country for ${row.postcode}`);
  return country;
}

export function readPostcodeDistricts() {
  const rows = parse(readFileSync(OUTCODES_CSV, 'utf8'), { columns: true }) as OutcodeRow[];
  return rows.map((row) => ({
    outcode: row.postcode.trim().toUpperCase(),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    town: row.town.trim() || null,
    region: row.region.trim(),
    country: countryOf(row),
  }));
}

export async function loadReferenceData(client: pg.Client) {
  const districts = readPostcodeDistricts();
  const column = <K extends keyof (typeof districts)[number]>(key: K) =>
    districts.map((district) => district[key]);
  await client.query(
    `INSERT INTO uk_postcode_districts (outcode, latitude, longitude, town, region, country)
     SELECT * FROM unnest($1::text[], $2::float8[], $3::float8[], $4::text[], $5::text[], $6::text[])
     ON CONFLICT (outcode) DO UPDATE SET latitude = excluded.latitude,
       longitude = excluded.longitude, town = excluded.town, region = excluded.region,
       country = excluded.country
     WHERE (uk_postcode_districts.*) IS DISTINCT FROM (excluded.*)`,
    [
      column('outcode'),
      column('latitude'),
      column('longitude'),
      column('town'),
      column('region'),
      column('country'),
    ],
  );
}
