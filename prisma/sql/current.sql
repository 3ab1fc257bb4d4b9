-- GENERATED FILE, do not edit: `npm run db:sql-dump` writes it (scripts/db/dump-sql.ts).
-- The SQL objects prisma/schema.prisma does not show, as the migrations in prisma/migrations
-- leave them on a fresh database: read it instead of the migration history. To change one, add
-- a migration, then run `npm run db:sql-dump`; tests/integration/current-sql.test.ts checks it.
-- Dumped from PostgreSQL 18.

-- ======================================================================
-- Extensions
-- ======================================================================

CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- ======================================================================
-- Functions
-- ======================================================================

CREATE OR REPLACE FUNCTION public.brand_locations_on_write()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE brands b SET locations = b.locations + d.n
    FROM (SELECT brand_domain, count(*)::int AS n FROM new_rows
          WHERE brand_domain IS NOT NULL AND business_status <> 'CLOSED_PERMANENTLY'
          GROUP BY 1) d
    WHERE b.domain = d.brand_domain;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE brands b SET locations = b.locations - d.n
    FROM (SELECT brand_domain, count(*)::int AS n FROM old_rows
          WHERE brand_domain IS NOT NULL AND business_status <> 'CLOSED_PERMANENTLY'
          GROUP BY 1) d
    WHERE b.domain = d.brand_domain;
  ELSE
    UPDATE brands b SET locations = b.locations + d.n
    FROM (SELECT x.domain, sum(x.sign)::int AS n
          FROM old_rows o JOIN new_rows n ON n.id = o.id,
               LATERAL (VALUES (o.brand_domain, o.business_status, -1),
                               (n.brand_domain, n.business_status, 1)) AS x(domain, status, sign)
          WHERE (o.brand_domain, o.business_status = 'CLOSED_PERMANENTLY')
              IS DISTINCT FROM (n.brand_domain, n.business_status = 'CLOSED_PERMANENTLY')
            AND x.domain IS NOT NULL AND x.status <> 'CLOSED_PERMANENTLY'
          GROUP BY 1) d
    WHERE b.domain = d.domain AND d.n <> 0;
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.brands_on_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM brands;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.business_brand_on_write()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- No website: nothing to compute.
    IF NEW.website IS NULL AND NEW.brand_domain IS NULL THEN NEW.brand_stale := false; END IF;
  ELSIF NEW.website IS DISTINCT FROM OLD.website OR NEW.name IS DISTINCT FROM OLD.name THEN
    NEW.brand_stale := true;
  END IF;
  RETURN NEW;
END $function$;

CREATE OR REPLACE FUNCTION public.business_categories_on_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  TRUNCATE business_categories;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.business_categories_on_write()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  moved uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE business_categories_rows('new_rows');
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM business_categories c USING old_rows o WHERE c.business_id = o.id;
  ELSE
    -- A new rank, town or status is written in place; changed categories replace the rows.
    UPDATE business_categories c
    SET city_slug = n.city_slug, rank_score = coalesce(n.rank_score, 0),
        closed = n.business_status = 'CLOSED_PERMANENTLY'
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE c.business_id = n.id
      AND (o.secondary_category_slugs, o.category_slug)
          IS NOT DISTINCT FROM (n.secondary_category_slugs, n.category_slug)
      AND (o.city_slug, o.rank_score, o.business_status)
          IS DISTINCT FROM (n.city_slug, n.rank_score, n.business_status);
    moved := ARRAY(
      SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.secondary_category_slugs, o.category_slug)
            IS DISTINCT FROM (n.secondary_category_slugs, n.category_slug));
    IF cardinality(moved) > 0 THEN
      DELETE FROM business_categories WHERE business_id = ANY (moved);
      EXECUTE business_categories_rows('(SELECT * FROM new_rows WHERE id = ANY ($1))')
        USING moved;
    END IF;
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.business_categories_rows(source text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT format($sql$
    INSERT INTO business_categories (category_slug, business_id, city_slug, rank_score, closed)
    SELECT DISTINCT ON (s.slug, r.id) s.slug, r.id, r.city_slug, coalesce(r.rank_score, 0),
           r.business_status = 'CLOSED_PERMANENTLY'
    FROM %s r, unnest(r.secondary_category_slugs) AS s(slug)
    WHERE s.slug <> r.category_slug
    ON CONFLICT DO NOTHING
  $sql$, source)
$function$;

CREATE OR REPLACE FUNCTION public.business_facet_keys(b businesses)
 RETURNS TABLE(kind text, key text, label text)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT v.kind, v.key, v.label FROM (VALUES
    ('all', '', ''),
    ('verified', CASE WHEN b.is_verified THEN '' END, ''),
    ('city', nullif(b.city_slug, ''), b.city),
    ('county', nullif(lower(b.state), ''), b.state),
    ('country', nullif(b.country, ''), b.country),
    ('category', b.category_slug, b.category),
    ('group', b.category_group, b.category_group),
    ('city-category', nullif(b.city_slug, '') || ' ' || b.category_slug, b.city || ' ' || b.category),
    ('city-group', nullif(b.city_slug, '') || ' ' || b.category_group, b.city || ' ' || b.category_group),
    ('district', b.postcode_district, b.postcode_district),
    ('country-city', nullif(b.city_slug, '') || ' ' || nullif(lower(b.country), ''), b.city),
    ('area', b.postcode_area, b.postcode_area)
  ) AS v(kind, key, label)
  WHERE v.key IS NOT NULL
  UNION ALL
  SELECT x.kind, x.key, x.label
  FROM (SELECT DISTINCT ON (s.slug) s.slug, s.name
        FROM unnest(b.secondary_category_slugs, b.secondary_categories) AS s(slug, name)
        WHERE s.slug <> b.category_slug) s,
       LATERAL (VALUES
         ('category', s.slug, s.name),
         ('city-category', nullif(b.city_slug, '') || ' ' || s.slug, b.city || ' ' || s.name)
       ) AS x(kind, key, label)
  WHERE x.key IS NOT NULL
$function$;

CREATE OR REPLACE FUNCTION public.business_facets_add_import(import uuid)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  EXECUTE business_facets_add_sql(
    format('SELECT b, 1 FROM businesses b WHERE b.import_id = %L', import));
END
$function$;

CREATE OR REPLACE FUNCTION public.business_facets_add_sql(source text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT format($sql$
    INSERT INTO business_facets AS f (kind, key, label, total, open)
    SELECT k.kind, k.key, min(k.label),
           sum(s.sign),
           coalesce(sum(s.sign) FILTER (WHERE (s.row).business_status <> 'CLOSED_PERMANENTLY'), 0)
    FROM (%s) AS s(row, sign), business_facet_keys(s.row) AS k
    GROUP BY k.kind, k.key
    ORDER BY k.kind, k.key
    ON CONFLICT (kind, key) DO UPDATE SET
      total = f.total + EXCLUDED.total,
      open = f.open + EXCLUDED.open,
      label = CASE WHEN f.total <= 0 THEN EXCLUDED.label ELSE f.label END
  $sql$, source)
$function$;

CREATE OR REPLACE FUNCTION public.business_facets_on_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM business_facets;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.business_facets_on_write()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE business_facets_add_sql($sql$
      SELECT ROW(r.*)::businesses, 1 FROM new_rows r
      WHERE NOT coalesce(
        r.import_id = nullif(current_setting('businesses.deferred_import', true), '')::uuid,
        false)
    $sql$);
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM businesses) THEN
      DELETE FROM business_facets;
    ELSE
      EXECUTE business_facets_add_sql('SELECT ROW(r.*)::businesses, -1 FROM old_rows r');
    END IF;
  ELSE
    EXECUTE business_facets_add_sql($sql$
      SELECT x.row, x.sign
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
           LATERAL (VALUES (ROW(o.*)::businesses, -1), (ROW(n.*)::businesses, 1)) AS x(row, sign)
      WHERE (o.is_verified, o.city_slug, o.city, o.state, o.country, o.category_slug,
             o.category, o.category_group, o.postcode_district, o.business_status,
             o.secondary_category_slugs, o.secondary_categories)
        IS DISTINCT FROM
            (n.is_verified, n.city_slug, n.city, n.state, n.country, n.category_slug,
             n.category, n.category_group, n.postcode_district, n.business_status,
             n.secondary_category_slugs, n.secondary_categories)
    $sql$);
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.business_known_time_zone(zone text)
 RETURNS text
 LANGUAGE sql
 STABLE STRICT
AS $function$
  SELECT CASE WHEN business_time_zone_readable(zone) THEN zone ELSE (
    SELECT v.mapped FROM (VALUES (CASE zone
      WHEN 'ACT' THEN 'Australia/Darwin' WHEN 'AET' THEN 'Australia/Sydney'
      WHEN 'AGT' THEN 'America/Buenos_Aires' WHEN 'ART' THEN 'Africa/Cairo'
      WHEN 'AST' THEN 'America/Anchorage' WHEN 'BET' THEN 'America/Sao_Paulo'
      WHEN 'BST' THEN 'Asia/Dhaka' WHEN 'CAT' THEN 'Africa/Maputo'
      WHEN 'CNT' THEN 'America/St_Johns' WHEN 'CST' THEN 'America/Chicago'
      WHEN 'CTT' THEN 'Asia/Shanghai' WHEN 'EAT' THEN 'Africa/Nairobi'
      WHEN 'ECT' THEN 'Europe/Paris' WHEN 'IET' THEN 'America/Indianapolis'
      WHEN 'IST' THEN 'Asia/Calcutta' WHEN 'JST' THEN 'Asia/Tokyo'
      WHEN 'MIT' THEN 'Pacific/Apia' WHEN 'NET' THEN 'Asia/Yerevan'
      WHEN 'NST' THEN 'Pacific/Auckland' WHEN 'PLT' THEN 'Asia/Karachi'
      WHEN 'PNT' THEN 'America/Phoenix' WHEN 'PRT' THEN 'America/Puerto_Rico'
      WHEN 'PST' THEN 'America/Los_Angeles' WHEN 'SST' THEN 'Pacific/Guadalcanal'
      WHEN 'VST' THEN 'Asia/Saigon' WHEN 'US/Pacific-New' THEN 'America/Los_Angeles'
      WHEN 'Canada/East-Saskatchewan' THEN 'America/Regina'
    END)) AS v(mapped)
    WHERE business_time_zone_readable(v.mapped)) END
$function$;

CREATE OR REPLACE FUNCTION public.business_open_minutes(hours jsonb)
 RETURNS int4multirange
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO 'pg_catalog'
AS $function$
DECLARE
  day_names text[] := ARRAY['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday'];
  result int4multirange := '{}';
  day int;
  day_text text;
  part text;
  dash int;
  opening text;
  closing text;
  closing_meridiem text;
  opening_meridiem text;
  opens int;
  closes int;
  base int;
  side int;
  clock text;
  meridiem text;
  clock_hours text;
  clock_minutes text;
  minutes int;
BEGIN
  IF hours IS NULL OR jsonb_typeof(hours) <> 'object' THEN
    RETURN NULL;
  END IF;
  FOR day IN 1..7 LOOP
    day_text := hours ->> day_names[day];
    CONTINUE WHEN day_text IS NULL OR day_text = 'Closed';
    base := (day - 1) * 1440;
    IF day_text = 'Open 24 hours' THEN
      result := result + int4multirange(int4range(base, base + 1440));
      CONTINUE;
    END IF;
    FOREACH part IN ARRAY string_to_array(day_text, ', ') LOOP
      dash := position('-' IN part);
      CONTINUE WHEN dash = 0;
      opening := left(part, dash - 1);
      closing := substr(part, dash + 1);
      closing_meridiem := right(closing, 2);
      opening_meridiem := right(opening, 2);
      -- "5:30-11PM": the opening time shares the closing time's meridiem.
      IF opening_meridiem IN ('AM', 'PM') THEN
        opening := left(opening, -2);
      ELSE
        opening_meridiem := closing_meridiem;
      END IF;
      opens := NULL;
      closes := NULL;
      -- Each end: "9" or "5:30" and its meridiem, as minutes after midnight; else no range.
      FOR side IN 1..2 LOOP
        clock := CASE side WHEN 1 THEN opening ELSE left(closing, -2) END;
        meridiem := CASE side WHEN 1 THEN opening_meridiem ELSE closing_meridiem END;
        clock_hours := split_part(clock, ':', 1);
        clock_minutes := split_part(clock, ':', 2);
        EXIT WHEN clock_hours = '' OR length(clock_hours) > 2
          OR translate(clock_hours, '0123456789', '') <> '' OR split_part(clock, ':', 3) <> ''
          OR (clock_minutes <> '' AND (length(clock_minutes) <> 2
                                       OR translate(clock_minutes, '0123456789', '') <> ''))
          OR meridiem NOT IN ('AM', 'PM');
        minutes := (clock_hours::int % 12) * 60 + coalesce(nullif(clock_minutes, '')::int, 0)
          + CASE WHEN meridiem = 'PM' THEN 720 ELSE 0 END;
        IF side = 1 THEN opens := minutes; ELSE closes := minutes; END IF;
      END LOOP;
      CONTINUE WHEN opens IS NULL OR closes IS NULL;
      IF closes <= opens THEN
        closes := closes + 1440;
      END IF;
      IF base + closes > 10080 THEN
        result := result + int4multirange(int4range(base + opens, 10080),
                                          int4range(0, base + closes - 10080));
      ELSE
        result := result + int4multirange(int4range(base + opens, base + closes));
      END IF;
    END LOOP;
  END LOOP;
  RETURN result;
END
$function$;

CREATE OR REPLACE FUNCTION public.business_reports_on_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM business_reports r USING deleted_rows d WHERE r.business_id = d.id;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.business_reports_on_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM business_reports;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.business_status_stamp()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.business_status IS DISTINCT FROM OLD.business_status THEN
    NEW.status_changed_at := now();
  END IF;
  RETURN NEW;
END $function$;

CREATE OR REPLACE FUNCTION public.business_time_zone_on_write()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.time_zone = 'Europe/London' THEN
    RETURN NEW;
  END IF;
  BEGIN
    PERFORM now() AT TIME ZONE NEW.time_zone;
  EXCEPTION WHEN invalid_parameter_value THEN
    NEW.time_zone := business_known_time_zone(NEW.time_zone);
  END;
  RETURN NEW;
END
$function$;

CREATE OR REPLACE FUNCTION public.business_time_zone_readable(zone text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE STRICT
AS $function$
BEGIN
  PERFORM now() AT TIME ZONE zone;
  RETURN true;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN false;
END
$function$;

CREATE OR REPLACE FUNCTION public.coverage_add_import(import uuid)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM coverage_apply(format('SELECT b, 1 FROM businesses b WHERE b.import_id = %L', import));
END
$function$;

CREATE OR REPLACE FUNCTION public.coverage_apply(source text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY coverage_sql(source) LOOP
    EXECUTE statement;
  END LOOP;
END
$function$;

CREATE OR REPLACE FUNCTION public.coverage_on_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM coverage_cells;
  DELETE FROM coverage_groups;
  DELETE FROM coverage_checked_days;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.coverage_on_write()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  source text;
  statement text;
  statements text[];
  cell_ids uuid[];
  day_ids uuid[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT
      array_agg(n.id) FILTER (WHERE
        (o.city_slug, o.city, o.country, o.category_slug, o.category, o.category_group,
         o.phone, o.website, o.opening_hours, o.latitude, o.longitude)
        IS DISTINCT FROM
        (n.city_slug, n.city, n.country, n.category_slug, n.category, n.category_group,
         n.phone, n.website, n.opening_hours, n.latitude, n.longitude)),
      array_agg(n.id) FILTER (WHERE
        (o.checked_at AT TIME ZONE 'UTC')::date IS DISTINCT FROM (n.checked_at AT TIME ZONE 'UTC')::date)
    INTO cell_ids, day_ids
    FROM old_rows o JOIN new_rows n ON n.id = o.id;
    statements := coverage_sql($sql$
      SELECT x.row, x.sign
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
           LATERAL (VALUES (ROW(o.*)::businesses, -1), (ROW(n.*)::businesses, 1)) AS x(row, sign)
      WHERE n.id = ANY ($1)
    $sql$);
    IF cell_ids IS NOT NULL THEN
      EXECUTE statements[1] USING cell_ids;
      EXECUTE statements[2] USING cell_ids;
    END IF;
    IF day_ids IS NOT NULL THEN
      EXECUTE statements[3] USING day_ids;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    source := $sql$
      SELECT ROW(r.*)::businesses, 1 FROM new_rows r
      WHERE NOT coalesce(
        r.import_id = nullif(current_setting('businesses.deferred_import', true), '')::uuid,
        false)
    $sql$;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM businesses) THEN
      DELETE FROM coverage_cells;
      DELETE FROM coverage_groups;
      DELETE FROM coverage_checked_days;
      RETURN NULL;
    END IF;
    source := 'SELECT ROW(r.*)::businesses, -1 FROM old_rows r';
  END IF;
  FOREACH statement IN ARRAY coverage_sql(source) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.coverage_sql(source text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT ARRAY[format($sql$
    INSERT INTO coverage_cells AS c (city_key, category_slug, city, country, category,
      category_group, total, with_phone, with_website, with_hours, with_coords, bad_phone)
    SELECT coalesce((s.b).city_slug, ''), (s.b).category_slug, max((s.b).city),
      max((s.b).country), max((s.b).category), max((s.b).category_group), sum(s.sign),
      coalesce(sum(s.sign) FILTER (WHERE coalesce((s.b).phone, '') <> ''), 0),
      coalesce(sum(s.sign) FILTER (WHERE coalesce((s.b).website, '') <> ''), 0),
      coalesce(sum(s.sign) FILTER (WHERE coalesce((s.b).opening_hours, '{}'::jsonb) <> '{}'::jsonb), 0),
      coalesce(sum(s.sign) FILTER (WHERE (s.b).latitude IS NOT NULL AND (s.b).longitude IS NOT NULL), 0),
      coalesce(sum(s.sign) FILTER (WHERE coalesce((s.b).phone, '') <> ''
        AND (s.b).phone !~ '^\+[1-9]\d{6,14}$'), 0)
    FROM (%s) AS s(b, sign)
    GROUP BY 1, 2
    ON CONFLICT (city_key, category_slug) DO UPDATE SET
      city = coalesce(excluded.city, c.city), country = coalesce(excluded.country, c.country),
      category = excluded.category, category_group = excluded.category_group,
      total = c.total + excluded.total, with_phone = c.with_phone + excluded.with_phone,
      with_website = c.with_website + excluded.with_website,
      with_hours = c.with_hours + excluded.with_hours,
      with_coords = c.with_coords + excluded.with_coords,
      bad_phone = c.bad_phone + excluded.bad_phone
  $sql$, source), format($sql$
    INSERT INTO coverage_groups AS g (city_key, category_group, city, total, with_phone,
      with_website, with_hours, with_coords, bad_phone)
    SELECT coalesce((s.b).city_slug, ''), (s.b).category_group, max((s.b).city), sum(s.sign),
      coalesce(sum(s.sign) FILTER (WHERE coalesce((s.b).phone, '') <> ''), 0),
      coalesce(sum(s.sign) FILTER (WHERE coalesce((s.b).website, '') <> ''), 0),
      coalesce(sum(s.sign) FILTER (WHERE coalesce((s.b).opening_hours, '{}'::jsonb) <> '{}'::jsonb), 0),
      coalesce(sum(s.sign) FILTER (WHERE (s.b).latitude IS NOT NULL AND (s.b).longitude IS NOT NULL), 0),
      coalesce(sum(s.sign) FILTER (WHERE coalesce((s.b).phone, '') <> ''
        AND (s.b).phone !~ '^\+[1-9]\d{6,14}$'), 0)
    FROM (%s) AS s(b, sign)
    GROUP BY 1, 2
    ON CONFLICT (city_key, category_group) DO UPDATE SET
      city = coalesce(excluded.city, g.city), total = g.total + excluded.total,
      with_phone = g.with_phone + excluded.with_phone,
      with_website = g.with_website + excluded.with_website,
      with_hours = g.with_hours + excluded.with_hours,
      with_coords = g.with_coords + excluded.with_coords,
      bad_phone = g.bad_phone + excluded.bad_phone
  $sql$, source), format($sql$
    INSERT INTO coverage_checked_days AS d (day, total)
    SELECT ((s.b).checked_at AT TIME ZONE 'UTC')::date, sum(s.sign)
    FROM (%s) AS s(b, sign) GROUP BY 1
    ON CONFLICT (day) DO UPDATE SET total = d.total + excluded.total
  $sql$, source)]
$function$;

CREATE OR REPLACE FUNCTION public.dq_name_key(name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT lower(regexp_replace(name, '[^[:alnum:]]+', '', 'g'))
$function$;

CREATE OR REPLACE FUNCTION public.dq_postcode_key(zip text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT nullif(upper(regexp_replace(zip, '[^[:alnum:]]+', '', 'g')), '')
$function$;

CREATE OR REPLACE FUNCTION public.duplicate_candidates_on_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM duplicate_candidates d USING deleted_rows r WHERE d.business_a = r.id;
  DELETE FROM duplicate_candidates d USING deleted_rows r WHERE d.business_b = r.id;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.duplicate_candidates_on_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM duplicate_candidates;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.fill_service_area_towns(import uuid)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.list_change_keys(b businesses)
 RETURNS TABLE(kind text, key text)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT k.kind, k.key FROM business_facet_keys(b) AS k
  WHERE k.kind IN ('all', 'city', 'category', 'group', 'city-category', 'city-group', 'district')
$function$;

CREATE OR REPLACE FUNCTION public.list_changes_on_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM list_changes;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.list_changes_on_write()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_changes AS c (kind, key, changed_at)
    SELECT k.kind, k.key, max(r.updated_at)
    FROM new_rows r, list_change_keys(ROW(r.*)::businesses) k
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (kind, key) DO UPDATE SET changed_at = greatest(c.changed_at, EXCLUDED.changed_at);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_changes AS c (kind, key, changed_at)
    SELECT DISTINCT k.kind, k.key, now()
    FROM old_rows r, list_change_keys(ROW(r.*)::businesses) k
    ORDER BY 1, 2
    ON CONFLICT (kind, key) DO UPDATE SET changed_at = greatest(c.changed_at, EXCLUDED.changed_at);
  ELSE
    INSERT INTO list_changes AS c (kind, key, changed_at)
    SELECT k.kind, k.key, max(n.updated_at)
    FROM old_rows o JOIN new_rows n ON n.id = o.id,
         LATERAL (SELECT * FROM list_change_keys(ROW(o.*)::businesses)
                  UNION SELECT * FROM list_change_keys(ROW(n.*)::businesses)) k
    WHERE n.updated_at IS DISTINCT FROM o.updated_at
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (kind, key) DO UPDATE SET changed_at = greatest(c.changed_at, EXCLUDED.changed_at);
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.looks_like_postcode(city text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT btrim(city) ~* '^[A-Z]{1,2}[0-9][A-Z0-9]?(\s*[0-9][A-Z]{2})?$'
      OR btrim(city) ~* '^[0-9][A-Z]{2}$'
      OR (btrim(city) ~* '^[A-Z0-9-]{2,6}$' AND btrim(city) ~ '[0-9]')
$function$;

CREATE OR REPLACE FUNCTION public.search_documents_on_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  TRUNCATE search_documents;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.search_documents_on_write()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_documents
    SELECT id, city_slug, state, rank_score, business_status, name, search_vector FROM new_rows
    ON CONFLICT (id) DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents d USING old_rows o WHERE d.id = o.id;
  ELSE
    -- Only rows whose ranked columns changed (an SEO update of every row writes nothing here).
    UPDATE search_documents d
    SET city_slug = n.city_slug, state = n.state, rank_score = n.rank_score,
        business_status = n.business_status, name = n.name, search_vector = n.search_vector
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE d.id = n.id
      AND (o.city_slug, o.state, o.rank_score, o.business_status, o.name, o.search_vector)
          IS DISTINCT FROM
          (n.city_slug, n.state, n.rank_score, n.business_status, n.name, n.search_vector);
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.search_documents_rebuild()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  TRUNCATE search_documents;
  INSERT INTO search_documents
  SELECT id, city_slug, state, rank_score, business_status, name, search_vector
  FROM businesses ORDER BY city_slug, category_group, category_slug;
END
$function$;

CREATE OR REPLACE FUNCTION public.slug_history_on_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  WITH "moved" AS (
    DELETE FROM "slug_history" h USING "deleted_rows" d WHERE h."business_id" = d."id"
    RETURNING h."slug"
  )
  INSERT INTO "gone_slugs" ("slug")
  SELECT "slug" FROM "deleted_rows" UNION SELECT "slug" FROM "moved"
  ON CONFLICT ("slug") DO NOTHING;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.slug_history_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM "slug_history" h USING "inserted_rows" i WHERE h."slug" = i."slug";
  DELETE FROM "gone_slugs" g USING "inserted_rows" i WHERE g."slug" = i."slug";
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.slug_history_on_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "gone_slugs" ("slug")
  SELECT "slug" FROM "businesses" UNION SELECT "slug" FROM "slug_history"
  ON CONFLICT ("slug") DO NOTHING;
  DELETE FROM "slug_history";
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.slug_history_on_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO "slug_history" ("slug", "business_id") VALUES (OLD."slug", NEW."id")
  ON CONFLICT ("slug") DO UPDATE
  SET "business_id" = EXCLUDED."business_id", "seq" = EXCLUDED."seq", "created_at" = now();
  DELETE FROM "slug_history" WHERE "slug" = NEW."slug";
  DELETE FROM "gone_slugs" WHERE "slug" = NEW."slug";
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.special_hours_on_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM special_hours s USING deleted_rows d WHERE s.business_id = d.id;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.special_hours_on_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM special_hours;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.town_slug(town text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT btrim(regexp_replace(lower(replace(replace(replace(town, '&', ' and '), '''', ''), '’', '')),
                              '[^a-z0-9]+', '-', 'g'), '-')
$function$;

CREATE OR REPLACE FUNCTION public.uk_district_town(outcode text, town text, region text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT CASE
    WHEN substring(outcode FROM '^[A-Z]+') IN ('E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC')
      THEN 'London'
    WHEN town IS NOT NULL AND town <> '' AND position(',' IN town) = 0 AND town !~* '\sand\s'
      THEN town
    ELSE regexp_replace(regexp_replace(region, '^City of\s+', '', 'i'), '\s+City$', '', 'i')
  END
$function$;

CREATE OR REPLACE FUNCTION public.uk_postcode_area(zip text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT substring(upper(regexp_replace(zip, '[^A-Za-z0-9]', '', 'g'))
                   FROM '^([A-Z]{1,2})[0-9][A-Z0-9]?(?:[0-9][A-Z]{2})?$')
$function$;

CREATE OR REPLACE FUNCTION public.uk_postcode_district(zip text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT substring(upper(regexp_replace(zip, '[^A-Za-z0-9]', '', 'g'))
                   FROM '^([A-Z]{1,2}[0-9][A-Z0-9]?)(?:[0-9][A-Z]{2})?$')
$function$;

-- ======================================================================
-- Triggers
-- ======================================================================

CREATE TRIGGER businesses_brand_locations_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_locations_on_write();
CREATE TRIGGER businesses_brand_locations_insert AFTER INSERT ON businesses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_locations_on_write();
CREATE TRIGGER businesses_brand_locations_update AFTER UPDATE ON businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_locations_on_write();
CREATE TRIGGER businesses_brand_stale BEFORE INSERT OR UPDATE OF website, name ON businesses FOR EACH ROW EXECUTE FUNCTION business_brand_on_write();
CREATE TRIGGER businesses_brands_truncate AFTER TRUNCATE ON businesses FOR EACH STATEMENT EXECUTE FUNCTION brands_on_truncate();
CREATE TRIGGER businesses_business_reports_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION business_reports_on_delete();
CREATE TRIGGER businesses_business_reports_truncate AFTER TRUNCATE ON businesses FOR EACH STATEMENT EXECUTE FUNCTION business_reports_on_truncate();
CREATE TRIGGER businesses_categories_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_categories_on_write();
CREATE TRIGGER businesses_categories_insert AFTER INSERT ON businesses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_categories_on_write();
CREATE TRIGGER businesses_categories_truncate AFTER TRUNCATE ON businesses FOR EACH STATEMENT EXECUTE FUNCTION business_categories_on_truncate();
CREATE TRIGGER businesses_categories_update AFTER UPDATE ON businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_categories_on_write();
CREATE TRIGGER businesses_coverage_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION coverage_on_write();
CREATE TRIGGER businesses_coverage_insert AFTER INSERT ON businesses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coverage_on_write();
CREATE TRIGGER businesses_coverage_truncate AFTER TRUNCATE ON businesses FOR EACH STATEMENT EXECUTE FUNCTION coverage_on_truncate();
CREATE TRIGGER businesses_coverage_update AFTER UPDATE ON businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coverage_on_write();
CREATE TRIGGER businesses_duplicate_candidates_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION duplicate_candidates_on_delete();
CREATE TRIGGER businesses_duplicate_candidates_truncate AFTER TRUNCATE ON businesses FOR EACH STATEMENT EXECUTE FUNCTION duplicate_candidates_on_truncate();
CREATE TRIGGER businesses_facets_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_facets_on_write();
CREATE TRIGGER businesses_facets_insert AFTER INSERT ON businesses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_facets_on_write();
CREATE TRIGGER businesses_facets_truncate AFTER TRUNCATE ON businesses FOR EACH STATEMENT EXECUTE FUNCTION business_facets_on_truncate();
CREATE TRIGGER businesses_facets_update AFTER UPDATE ON businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_facets_on_write();
CREATE TRIGGER businesses_list_changes_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_changes_on_write();
CREATE TRIGGER businesses_list_changes_insert AFTER INSERT ON businesses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_changes_on_write();
CREATE TRIGGER businesses_list_changes_truncate AFTER TRUNCATE ON businesses FOR EACH STATEMENT EXECUTE FUNCTION list_changes_on_truncate();
CREATE TRIGGER businesses_list_changes_update AFTER UPDATE ON businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_changes_on_write();
CREATE TRIGGER businesses_search_documents_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_write();
CREATE TRIGGER businesses_search_documents_insert AFTER INSERT ON businesses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_write();
CREATE TRIGGER businesses_search_documents_truncate AFTER TRUNCATE ON businesses FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_truncate();
CREATE TRIGGER businesses_search_documents_update AFTER UPDATE ON businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_write();
CREATE TRIGGER businesses_slug_history_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION slug_history_on_delete();
CREATE TRIGGER businesses_slug_history_insert AFTER INSERT ON businesses REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION slug_history_on_insert();
CREATE TRIGGER businesses_slug_history_truncate BEFORE TRUNCATE ON businesses FOR EACH STATEMENT EXECUTE FUNCTION slug_history_on_truncate();
CREATE TRIGGER businesses_slug_history_update AFTER UPDATE OF slug ON businesses FOR EACH ROW WHEN (old.slug IS DISTINCT FROM new.slug) EXECUTE FUNCTION slug_history_on_update();
CREATE TRIGGER businesses_special_hours_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION special_hours_on_delete();
CREATE TRIGGER businesses_special_hours_truncate AFTER TRUNCATE ON businesses FOR EACH STATEMENT EXECUTE FUNCTION special_hours_on_truncate();
CREATE TRIGGER businesses_status_stamp BEFORE UPDATE OF business_status ON businesses FOR EACH ROW EXECUTE FUNCTION business_status_stamp();
CREATE TRIGGER businesses_time_zone_known BEFORE INSERT OR UPDATE OF time_zone ON businesses FOR EACH ROW WHEN (new.time_zone IS NOT NULL) EXECUTE FUNCTION business_time_zone_on_write();

-- ======================================================================
-- Generated columns: their expressions (PostgreSQL 17 syntax)
-- ======================================================================

ALTER TABLE businesses ALTER COLUMN earth SET EXPRESSION AS ((ll_to_earth(latitude, longitude))::cube);
ALTER TABLE businesses ALTER COLUMN open_minutes SET EXPRESSION AS (business_open_minutes(opening_hours));
ALTER TABLE businesses ALTER COLUMN postcode_area SET EXPRESSION AS (uk_postcode_area(zip_code));
ALTER TABLE businesses ALTER COLUMN postcode_district SET EXPRESSION AS (uk_postcode_district(zip_code));
ALTER TABLE businesses ALTER COLUMN rank_score SET EXPRESSION AS (
CASE
    WHEN (rating IS NULL) THEN (0)::double precision
    ELSE (((rating * (review_count)::double precision) + ((4.0 * (10)::numeric))::double precision) / ((review_count + 10))::double precision)
END);
ALTER TABLE businesses ALTER COLUMN search_vector SET EXPRESSION AS ((((setweight(to_tsvector('english'::regconfig, name), 'A'::"char") || setweight(to_tsvector('english'::regconfig, category), 'B'::"char")) || setweight(to_tsvector('english'::regconfig, replace(category_group, '-'::text, ' '::text)), 'C'::"char")) || setweight(to_tsvector('english'::regconfig,
CASE
    WHEN description_generated THEN ''::text
    ELSE COALESCE(description, ''::text)
END), 'D'::"char")));

-- ======================================================================
-- Check and exclusion constraints
-- ======================================================================

ALTER TABLE business_reports ADD CONSTRAINT business_reports_details_check CHECK (char_length(details) <= 1000);
ALTER TABLE business_reports ADD CONSTRAINT business_reports_email_check CHECK (char_length(email) <= 254);
ALTER TABLE business_reports ADD CONSTRAINT business_reports_kind_check CHECK (kind = ANY (ARRAY['visitor'::text, 'conflict'::text]));
ALTER TABLE business_reports ADD CONSTRAINT business_reports_reason_check CHECK (reason = ANY (ARRAY['closed_permanently'::text, 'closed_temporarily'::text, 'moved'::text, 'wrong_phone'::text, 'wrong_hours'::text, 'wrong_website'::text, 'other'::text, 'reopened'::text]));
ALTER TABLE businesses ADD CONSTRAINT businesses_rating_range CHECK (rating IS NULL OR rating >= 1::double precision AND rating <= 5::double precision);
ALTER TABLE businesses ADD CONSTRAINT businesses_review_count_non_negative CHECK (review_count >= 0);
ALTER TABLE duplicate_candidates ADD CONSTRAINT duplicate_candidates_check CHECK (business_a < business_b);
ALTER TABLE duplicate_candidates ADD CONSTRAINT duplicate_candidates_status_check CHECK (status = ANY (ARRAY['open'::text, 'dismissed'::text]));
ALTER TABLE special_hours ADD CONSTRAINT special_hours_dates_check CHECK (first_date <= last_date);
ALTER TABLE special_hours ADD CONSTRAINT special_hours_intervals_check CHECK (jsonb_typeof(intervals) = 'array'::text);
ALTER TABLE special_hours ADD CONSTRAINT special_hours_label_check CHECK (char_length(label) <= 60);

-- ======================================================================
-- Indexes (all but those of primary keys and unique constraints)
-- ======================================================================

CREATE INDEX business_categories_business_idx ON public.business_categories USING btree (business_id);
CREATE INDEX business_categories_city_ranked_idx ON public.business_categories USING btree (category_slug, city_slug, rank_score DESC, business_id) WHERE (NOT closed);
CREATE INDEX business_categories_ranked_idx ON public.business_categories USING btree (category_slug, rank_score DESC, business_id) WHERE (NOT closed);
CREATE INDEX business_changes_business_id_changed_at_idx ON public.business_changes USING btree (business_id, changed_at DESC);
CREATE INDEX business_changes_changed_at_idx ON public.business_changes USING btree (changed_at);
CREATE INDEX business_changes_slug_idx ON public.business_changes USING btree (slug);
CREATE INDEX business_facets_label_trgm_idx ON public.business_facets USING gin (label gin_trgm_ops) WHERE (kind = ANY (ARRAY['city'::text, 'county'::text, 'category'::text, 'group'::text]));
CREATE INDEX business_facets_towns_by_category_idx ON public.business_facets USING btree (kind, split_part(key, ' '::text, 2), open DESC) WHERE (kind = ANY (ARRAY['city-group'::text, 'city-category'::text]));
CREATE INDEX business_reports_address_idx ON public.business_reports USING btree (address);
CREATE INDEX business_reports_business_id_idx ON public.business_reports USING btree (business_id, id);
CREATE UNIQUE INDEX business_reports_conflict_key ON public.business_reports USING btree (business_id) WHERE (kind = 'conflict'::text);
CREATE INDEX businesses_brand_domain_idx ON public.businesses USING btree (brand_domain) WHERE (brand_domain IS NOT NULL);
CREATE INDEX businesses_brand_earth_idx ON public.businesses USING gist (brand_domain, earth) WHERE (brand_domain IS NOT NULL);
CREATE INDEX businesses_brand_stale_idx ON public.businesses USING btree (id) WHERE brand_stale;
CREATE INDEX businesses_category_group_rank_score_id_idx ON public.businesses USING btree (category_group, rank_score DESC, id);
CREATE INDEX businesses_category_slug_rank_score_id_idx ON public.businesses USING btree (category_slug, rank_score DESC, id);
CREATE INDEX businesses_city_slug_category_group_rank_score_id_idx ON public.businesses USING btree (city_slug, category_group, rank_score DESC, id);
CREATE INDEX businesses_city_slug_postcode_district_rank_score_id_idx ON public.businesses USING btree (city_slug, postcode_district, rank_score DESC, id);
CREATE INDEX businesses_city_slug_rank_score_id_idx ON public.businesses USING btree (city_slug, rank_score DESC, id);
CREATE INDEX businesses_closed_rank_score_id_idx ON public.businesses USING btree (rank_score DESC, id) WHERE (business_status = 'CLOSED_PERMANENTLY'::"BusinessStatus");
CREATE INDEX businesses_country_idx ON public.businesses USING btree (country);
CREATE INDEX businesses_created_at_id_idx ON public.businesses USING btree (created_at DESC, id);
CREATE INDEX businesses_earth_idx ON public.businesses USING gist (earth) INCLUDE (rank_score, business_status, id, time_zone, open_minutes);
CREATE INDEX businesses_lower_name_idx ON public.businesses USING btree (lower(name));
CREATE INDEX businesses_lower_state_idx ON public.businesses USING btree (lower(state));
CREATE INDEX businesses_name_order_idx ON public.businesses USING btree (lower(name), id);
CREATE INDEX businesses_name_postcode_key_idx ON public.businesses USING btree (dq_postcode_key(zip_code), dq_name_key(name)) WHERE (dq_postcode_key(zip_code) IS NOT NULL);
CREATE INDEX businesses_name_trgm_idx ON public.businesses USING gin (name gin_trgm_ops);
CREATE INDEX businesses_name_vector_idx ON public.businesses USING gin (city_slug, to_tsvector('english'::regconfig, name));
CREATE INDEX businesses_outside_uk_idx ON public.businesses USING btree (id) WHERE ((country IS NOT NULL) AND (lower(country) <> ALL (ARRAY['gb'::text, 'uk'::text, 'united kingdom'::text, 'great britain'::text, 'england'::text, 'scotland'::text, 'wales'::text, 'northern ireland'::text])));
CREATE INDEX businesses_phone_e164_idx ON public.businesses USING btree (phone) WHERE (phone ~~ '+%'::text);
CREATE UNIQUE INDEX businesses_place_id_key ON public.businesses USING btree (place_id);
CREATE INDEX businesses_postcode_area_district_idx ON public.businesses USING btree (postcode_area, postcode_district);
CREATE INDEX businesses_rank_open_idx ON public.businesses USING btree (rank_score DESC, id) INCLUDE (business_status, time_zone, open_minutes, latitude, longitude);
CREATE INDEX businesses_rating_order_idx ON public.businesses USING btree (rating DESC NULLS LAST, review_count DESC, id);
CREATE INDEX businesses_reviews_order_idx ON public.businesses USING btree (review_count DESC, rating DESC NULLS LAST, id);
CREATE INDEX businesses_search_vector_idx ON public.businesses USING gin (city_slug, search_vector);
CREATE INDEX businesses_secondary_category_slugs_idx ON public.businesses USING gin (secondary_category_slugs);
CREATE UNIQUE INDEX businesses_slug_key ON public.businesses USING btree (slug);
CREATE INDEX coverage_groups_total_idx ON public.coverage_groups USING btree (total DESC, city_key, category_group);
CREATE INDEX duplicate_candidates_business_b_idx ON public.duplicate_candidates USING btree (business_b);
CREATE INDEX duplicate_candidates_open_idx ON public.duplicate_candidates USING btree (score DESC, business_a, business_b) WHERE (status = 'open'::text);
CREATE INDEX gone_slugs_seq_idx ON public.gone_slugs USING btree (seq);
CREATE INDEX import_uploads_created_at_idx ON public.import_uploads USING btree (created_at);
CREATE INDEX indexnow_outbox_queued_at_idx ON public.indexnow_outbox USING btree (queued_at);
CREATE INDEX indexnow_sent_sent_at_idx ON public.indexnow_sent USING btree (sent_at);
CREATE INDEX login_attempts_attempted_at_idx ON public.login_attempts USING btree (attempted_at);
CREATE INDEX login_attempts_key_attempted_at_idx ON public.login_attempts USING btree (key, attempted_at);
CREATE INDEX revoked_sessions_expires_at_idx ON public.revoked_sessions USING btree (expires_at);
CREATE INDEX search_documents_lower_name_idx ON public.search_documents USING btree (lower(name));
CREATE INDEX search_documents_name_vector_idx ON public.search_documents USING gin (city_slug, to_tsvector('english'::regconfig, name));
CREATE INDEX search_documents_place_text_idx ON public.search_documents USING gin (city_slug, lower(state), search_vector);
CREATE INDEX search_documents_town_rank_idx ON public.search_documents USING btree (city_slug, rank_score DESC, id);
CREATE INDEX slug_history_business_id_idx ON public.slug_history USING btree (business_id);
CREATE INDEX slug_history_seq_idx ON public.slug_history USING btree (seq);
CREATE INDEX special_hours_business_id_first_date_idx ON public.special_hours USING btree (business_id, first_date);
CREATE INDEX special_hours_last_date_first_date_idx ON public.special_hours USING btree (last_date, first_date);
