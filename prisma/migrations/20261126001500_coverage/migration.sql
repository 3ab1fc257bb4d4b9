-- Coverage (docs/data-quality.md): per town and category, how many businesses and how many
-- have a phone, website, hours and coordinates, plus how many were last confirmed on each
-- day, kept by triggers like business_facets so the admin's Coverage tab never scans
-- businesses. An import's own rows are added once, by coverage_add_import, as for the facets.

CREATE TABLE "coverage_cells" (
  "city_key"       TEXT NOT NULL,
  "category_slug"  TEXT NOT NULL,
  "city"           TEXT,
  "country"        TEXT,
  "category"       TEXT NOT NULL,
  "category_group" TEXT NOT NULL,
  "total"          INTEGER NOT NULL DEFAULT 0,
  "with_phone"     INTEGER NOT NULL DEFAULT 0,
  "with_website"   INTEGER NOT NULL DEFAULT 0,
  "with_hours"     INTEGER NOT NULL DEFAULT 0,
  "with_coords"    INTEGER NOT NULL DEFAULT 0,
  -- Phones that did not parse: stored as written, not E.164 (lib/phone.ts).
  "bad_phone"      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY ("city_key", "category_slug")
);

-- The same counts per town and category group: what the tab lists, largest first.
CREATE TABLE "coverage_groups" (
  "city_key"       TEXT NOT NULL,
  "category_group" TEXT NOT NULL,
  "city"           TEXT,
  "total"          INTEGER NOT NULL DEFAULT 0,
  "with_phone"     INTEGER NOT NULL DEFAULT 0,
  "with_website"   INTEGER NOT NULL DEFAULT 0,
  "with_hours"     INTEGER NOT NULL DEFAULT 0,
  "with_coords"    INTEGER NOT NULL DEFAULT 0,
  "bad_phone"      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY ("city_key", "category_group")
);
CREATE INDEX "coverage_groups_total_idx" ON "coverage_groups" ("total" DESC, "city_key", "category_group");

CREATE TABLE "coverage_checked_days" (
  "day"   DATE PRIMARY KEY,
  "total" INTEGER NOT NULL DEFAULT 0
);

-- The statements that apply `source`, which yields (b businesses, sign int): +1 adds a row's
-- counts, -1 takes them away. Returned, not run: a trigger's transition tables are visible only
-- to statements the trigger function itself executes.
CREATE FUNCTION coverage_sql(source text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
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
$$;

CREATE FUNCTION coverage_apply(source text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY coverage_sql(source) LOOP
    EXECUTE statement;
  END LOOP;
END
$$;

CREATE FUNCTION coverage_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  source text;
  statement text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    source := $sql$
      SELECT ROW(r.*)::businesses, 1 FROM new_rows r
      WHERE NOT coalesce(
        r.import_id = nullif(current_setting('businesses.deferred_import', true), '')::uuid,
        false)
    $sql$;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM businesses) THEN
      DELETE FROM coverage_cells;
      DELETE FROM coverage_groups;
      DELETE FROM coverage_checked_days;
      RETURN NULL;
    END IF;
    source := 'SELECT ROW(r.*)::businesses, -1 FROM old_rows r';
  ELSE
    source := $sql$
      SELECT x.row, x.sign
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
           LATERAL (VALUES (ROW(o.*)::businesses, -1), (ROW(n.*)::businesses, 1)) AS x(row, sign)
      WHERE (o.city_slug, o.city, o.country, o.category_slug, o.category, o.category_group,
             o.phone, o.website, o.opening_hours, o.latitude, o.longitude,
             (o.checked_at AT TIME ZONE 'UTC')::date)
        IS DISTINCT FROM
            (n.city_slug, n.city, n.country, n.category_slug, n.category, n.category_group,
             n.phone, n.website, n.opening_hours, n.latitude, n.longitude,
             (n.checked_at AT TIME ZONE 'UTC')::date)
    $sql$;
  END IF;
  FOREACH statement IN ARRAY coverage_sql(source) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER "businesses_coverage_insert" AFTER INSERT ON "businesses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coverage_on_write();
CREATE TRIGGER "businesses_coverage_update" AFTER UPDATE ON "businesses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION coverage_on_write();
CREATE TRIGGER "businesses_coverage_delete" AFTER DELETE ON "businesses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION coverage_on_write();

CREATE FUNCTION coverage_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM coverage_cells;
  DELETE FROM coverage_groups;
  DELETE FROM coverage_checked_days;
  RETURN NULL;
END
$$;
CREATE TRIGGER "businesses_coverage_truncate" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION coverage_on_truncate();

-- Counts a deferred import's rows; called once, in the import's transaction, before anything
-- else updates them.
CREATE FUNCTION coverage_add_import(import uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coverage_apply(format('SELECT b, 1 FROM businesses b WHERE b.import_id = %L', import));
END
$$;

-- The businesses already there.
SELECT coverage_apply('SELECT b, 1 FROM businesses b');
