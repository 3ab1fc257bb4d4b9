-- UK postcode districts (outward codes) with their centre, town and region: reference data
-- from data/uk-geo/outcodes.csv (CC0), loaded by scripts/db/migrate.ts after the migrations
-- so that the CSV stays the single copy. Search resolves districts and postcodes to a point
-- with it; the importer names towns with it.
CREATE TABLE "uk_postcode_districts" (
  "outcode"   TEXT PRIMARY KEY,
  "latitude"  DOUBLE PRECISION NOT NULL,
  "longitude" DOUBLE PRECISION NOT NULL,
  -- Empty in the source for 554 big-city districts (B1, M1, ...): null here.
  "town"      TEXT,
  "region"    TEXT NOT NULL,
  -- England, Scotland, Wales, Northern Ireland, Guernsey, Jersey or Isle of Man.
  "country"   TEXT NOT NULL
);

-- Each business's IANA time zone ("Europe/London", "America/Chicago"); null reads as
-- Europe/London. Filled by the importer.
ALTER TABLE "businesses" ADD COLUMN "time_zone" TEXT;
