-- Secondary categories: a business's other categories (Outscraper's `subtypes` after the
-- first), kept as names and slugs on the row, and one row per (secondary category, business)
-- in business_categories with what a list page orders and filters by, maintained by
-- triggers. A category list reads the main-category index and this table's index, both in
-- rank order, and merges them (lib/data/businesses.ts), so neither side sorts.
ALTER TABLE "businesses"
  ADD COLUMN "secondary_categories" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  ADD COLUMN "secondary_category_slugs" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];

CREATE TABLE "business_categories" (
  "category_slug" TEXT NOT NULL,
  -- No foreign key: delete-all TRUNCATEs businesses; the triggers below remove the rows.
  "business_id" UUID NOT NULL,
  "city_slug" TEXT,
  "rank_score" DOUBLE PRECISION NOT NULL,
  "closed" BOOLEAN NOT NULL,
  CONSTRAINT "business_categories_pkey" PRIMARY KEY ("category_slug", "business_id")
);
CREATE INDEX "business_categories_ranked_idx"
  ON "business_categories" ("category_slug", "rank_score" DESC, "business_id") WHERE NOT "closed";
CREATE INDEX "business_categories_city_ranked_idx"
  ON "business_categories" ("category_slug", "city_slug", "rank_score" DESC, "business_id")
  WHERE NOT "closed";
CREATE INDEX "business_categories_business_idx" ON "business_categories" ("business_id");

CREATE FUNCTION business_categories_rows(source text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($sql$
    INSERT INTO business_categories (category_slug, business_id, city_slug, rank_score, closed)
    SELECT DISTINCT ON (s.slug, r.id) s.slug, r.id, r.city_slug, coalesce(r.rank_score, 0),
           r.business_status = 'CLOSED_PERMANENTLY'
    FROM %s r, unnest(r.secondary_category_slugs) AS s(slug)
    WHERE s.slug <> r.category_slug
    ON CONFLICT DO NOTHING
  $sql$, source)
$fn$;

CREATE FUNCTION business_categories_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
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
    DELETE FROM business_categories c
    USING old_rows o JOIN new_rows n ON n.id = o.id
    WHERE c.business_id = n.id
      AND (o.secondary_category_slugs, o.category_slug)
          IS DISTINCT FROM (n.secondary_category_slugs, n.category_slug);
    EXECUTE business_categories_rows($sql$(
      SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.secondary_category_slugs, o.category_slug)
            IS DISTINCT FROM (n.secondary_category_slugs, n.category_slug))$sql$);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "businesses_categories_insert" AFTER INSERT ON "businesses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_categories_on_write();
CREATE TRIGGER "businesses_categories_update" AFTER UPDATE ON "businesses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_categories_on_write();
CREATE TRIGGER "businesses_categories_delete" AFTER DELETE ON "businesses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_categories_on_write();

CREATE FUNCTION business_categories_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE business_categories;
  RETURN NULL;
END
$$;
CREATE TRIGGER "businesses_categories_truncate" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION business_categories_on_truncate();

-- Facets: a secondary category counts the business in that category (and town x category),
-- as its main one does. Groups stay the main category's.
CREATE OR REPLACE FUNCTION business_facet_keys(b businesses) RETURNS TABLE (kind text, key text, label text)
LANGUAGE sql IMMUTABLE AS $$
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
$$;

-- The update trigger of import_facets_once, with the secondary categories among the
-- counted columns.
CREATE OR REPLACE FUNCTION business_facets_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
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
$$;
