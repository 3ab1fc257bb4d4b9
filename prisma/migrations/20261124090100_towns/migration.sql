-- Towns that are towns. A business whose town came from its coordinates (it had no address)
-- is flagged as a service area.
ALTER TABLE "businesses" ADD COLUMN "service_area" BOOLEAN NOT NULL DEFAULT false;

-- A `city` that is a postcode or a fragment of one ("7JR", "NP4", "2A16", "SW1A 1AA").
-- The same test as looksLikePostcode in lib/import/towns.ts.
CREATE FUNCTION looks_like_postcode(city text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(city) ~* '^[A-Z]{1,2}[0-9][A-Z0-9]?(\s*[0-9][A-Z]{2})?$'
      OR btrim(city) ~* '^[0-9][A-Z]{2}$'
      OR (btrim(city) ~* '^[A-Z0-9-]{2,6}$' AND btrim(city) ~ '[0-9]')
$$;

-- The town a UK postcode district is listed under; the same rule as districtTown in
-- lib/import/towns.ts (a test checks both agree on every district).
CREATE FUNCTION uk_district_town(outcode text, town text, region text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN substring(outcode FROM '^[A-Z]+') IN ('E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC')
      THEN 'London'
    WHEN town IS NOT NULL AND town <> '' AND position(',' IN town) = 0 AND town !~* '\sand\s'
      THEN town
    ELSE regexp_replace(regexp_replace(region, '^City of\s+', '', 'i'), '\s+City$', '', 'i')
  END
$$;

-- lib/slug.ts's slugify for the ASCII names of the district table.
CREATE FUNCTION town_slug(town text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(replace(replace(replace(town, '&', ' and '), '''', ''), '’', '')),
                              '[^a-z0-9]+', '-', 'g'), '-')
$$;

-- Businesses with coordinates but no town (service-area rows have no address) get the
-- nearest known town: a town of the other businesses (of one import, or all when `import`
-- is NULL) in the same country, or for UK rows a UK postcode district's town. Called by the
-- importer after it has counted its rows in the facets (the update trigger moves them).
CREATE FUNCTION fill_service_area_towns(import uuid) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  filled integer;
  uk constant text := '^(gb|uk|united kingdom|great britain|england|scotland|wales|northern ireland)$';
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM businesses
    WHERE (import IS NULL OR import_id = import) AND city_slug IS NULL
      AND latitude IS NOT NULL AND longitude IS NOT NULL
  ) THEN
    RETURN 0;
  END IF;
  -- Longitude scaled by cos(latitude) makes <-> a fair distance at any one latitude.
  CREATE TEMP TABLE known_towns ON COMMIT DROP AS
    SELECT min(city) AS city, city_slug, min(state) AS state, country,
           point(avg(longitude * cos(radians(latitude))), avg(latitude)) AS p, false AS uk_table
    FROM businesses
    WHERE (import IS NULL OR import_id = import) AND city_slug IS NOT NULL AND NOT service_area
      AND latitude IS NOT NULL AND longitude IS NOT NULL
    GROUP BY city_slug, country;
  INSERT INTO known_towns
    SELECT uk_district_town(outcode, town, region), town_slug(uk_district_town(outcode, town, region)),
           region, 'United Kingdom', point(longitude * cos(radians(latitude)), latitude), true
    FROM uk_postcode_districts;
  CREATE INDEX ON known_towns USING gist (p);
  ANALYZE known_towns;

  UPDATE businesses b
  SET city = t.city, city_slug = t.city_slug, state = coalesce(b.state, t.state),
      country = coalesce(b.country, t.country), service_area = true
  FROM businesses s
  CROSS JOIN LATERAL (
    SELECT k.city, k.city_slug, k.state, k.country FROM known_towns k
    WHERE CASE WHEN k.uk_table
      THEN s.country ~* uk OR (s.country IS NULL AND s.latitude BETWEEN 49.8 AND 61
                                AND s.longitude BETWEEN -8.7 AND 1.8)
      ELSE s.country IS NULL OR k.country IS NULL OR k.country = s.country END
    ORDER BY k.p <-> point(s.longitude * cos(radians(s.latitude)), s.latitude)
    LIMIT 1
  ) t
  WHERE b.id = s.id AND (import IS NULL OR s.import_id = import) AND s.city_slug IS NULL
    AND s.latitude IS NOT NULL AND s.longitude IS NOT NULL;
  GET DIAGNOSTICS filled = ROW_COUNT;
  DROP TABLE known_towns;
  RETURN filled;
END
$$;

-- One-off repair of rows imported before this (kept last: tests/integration/towns.test.ts
-- runs it on bad rows): a postcode-like or empty town of a UK business becomes its district's
-- town, other postcode-like towns are cleared, and service-area rows get their nearest town.
-- scripts/db/migrate.ts loads the reference data before this runs.
UPDATE "businesses" b
SET city = uk_district_town(d.outcode, d.town, d.region),
    city_slug = town_slug(uk_district_town(d.outcode, d.town, d.region))
FROM "uk_postcode_districts" d
WHERE d.outcode = b.postcode_district
  AND (b.city IS NULL OR btrim(b.city) = '' OR looks_like_postcode(b.city))
  AND (b.country IS NULL OR b.country ~* '^(gb|uk|united kingdom|great britain|england|scotland|wales|northern ireland)$');

UPDATE "businesses" SET city = NULL, city_slug = NULL
WHERE city IS NOT NULL AND (btrim(city) = '' OR looks_like_postcode(city));

SELECT fill_service_area_towns(NULL);
