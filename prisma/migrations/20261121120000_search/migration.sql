-- Search at scale: a weighted full-text document per business, postcode parts for "where"
-- matching, trigram indexes for typos, and business counts maintained by triggers so list
-- pages never count the whole table per request. (pg_trgm is enabled by the first migration.)

-- UK postcode parts, from a zip code in any spacing or case: "ls6 2ab" -> district "LS6",
-- area "LS". Anything that is not a UK postcode (or outward code) gives NULL. The same rules
-- are in lib/search/postcode.ts for what visitors type.
-- Single expressions, so PostgreSQL inlines them (a load computes them for every row).
CREATE FUNCTION uk_postcode_district(zip text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substring(upper(regexp_replace(zip, '[^A-Za-z0-9]', '', 'g'))
                   FROM '^([A-Z]{1,2}[0-9][A-Z0-9]?)(?:[0-9][A-Z]{2})?$')
$$;

CREATE FUNCTION uk_postcode_area(zip text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substring(upper(regexp_replace(zip, '[^A-Za-z0-9]', '', 'g'))
                   FROM '^([A-Z]{1,2})[0-9][A-Z0-9]?(?:[0-9][A-Z]{2})?$')
$$;

-- Text search in the 'english' configuration on purpose: stemming lets "plumbers" find
-- "Plumber" and "restaurants" find "Italian restaurant", and drops words like "the" and "and".
-- Three documents, one per ranking tier, so that each tier has its own index and statistics:
-- name_vector (the name), title_vector (name, specific category and category group) and
-- search_vector (all of that plus the description). Weights in search_vector mark where each
-- word came from: name A, category B, group C, description D.
ALTER TABLE "businesses"
  ADD COLUMN "name_vector" tsvector GENERATED ALWAYS AS (
    to_tsvector('english'::regconfig, "name")
  ) STORED,
  ADD COLUMN "title_vector" tsvector GENERATED ALWAYS AS (
    to_tsvector('english'::regconfig,
      "name" || ' ' || "category" || ' ' || replace("category_group", '-', ' '))
  ) STORED,
  ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "name"), 'A') ||
    setweight(to_tsvector('english'::regconfig, "category"), 'B') ||
    setweight(to_tsvector('english'::regconfig, replace("category_group", '-', ' ')), 'C') ||
    setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'D')
  ) STORED,
  ADD COLUMN "postcode_district" TEXT GENERATED ALWAYS AS (uk_postcode_district("zip_code")) STORED,
  ADD COLUMN "postcode_area" TEXT GENERATED ALWAYS AS (uk_postcode_area("zip_code")) STORED;

CREATE INDEX "businesses_name_vector_idx" ON "businesses" USING GIN ("name_vector");
CREATE INDEX "businesses_title_vector_idx" ON "businesses" USING GIN ("title_vector");
CREATE INDEX "businesses_search_vector_idx" ON "businesses" USING GIN ("search_vector");
-- Typo-tolerant name matching (similarity) when the words themselves find nothing.
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING GIN ("name" gin_trgm_ops);
-- A name typed in full ranks first.
CREATE INDEX "businesses_lower_name_idx" ON "businesses" (lower("name"));
-- "LS" uses the first column, "LS6" both; "L" never matches "LS" and "L1" never "L15".
CREATE INDEX "businesses_postcode_area_district_idx" ON "businesses" ("postcode_area", "postcode_district");
CREATE INDEX "businesses_lower_state_idx" ON "businesses" (lower("state"));
-- Permanently closed businesses rank last; their own small index keeps that ordering cheap.
CREATE INDEX "businesses_closed_rank_score_id_idx" ON "businesses" ("rank_score" DESC, "id")
  WHERE "business_status" = 'CLOSED_PERMANENTLY';

-- Business counts per facet (whole directory, verified, city, county, country, category,
-- group, city + category, city + group, postcode district and area). `open` leaves out the
-- permanently closed. Rows whose counts fall to zero stay (readers filter total > 0).
CREATE TABLE "business_facets" (
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "total" INTEGER NOT NULL DEFAULT 0,
    "open" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "business_facets_pkey" PRIMARY KEY ("kind", "key")
);
-- Resolving and suggesting towns, counties and categories by (misspelt) name.
CREATE INDEX "business_facets_label_trgm_idx" ON "business_facets" USING GIN ("label" gin_trgm_ops)
  WHERE "kind" IN ('city', 'county', 'category', 'group');

CREATE FUNCTION business_facet_keys(b businesses) RETURNS TABLE (kind text, key text, label text)
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
$$;

-- The statement that adds the signed counts of `source` (a query yielding (row businesses,
-- sign int)) to the facets, locking facet rows in key order so concurrent writers cannot
-- deadlock. Returned as text because transition tables are only visible to statements the
-- trigger function itself runs.
CREATE FUNCTION business_facets_add_sql(source text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
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
$fn$;

CREATE FUNCTION business_facets_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE business_facets_add_sql('SELECT ROW(r.*)::businesses, 1 FROM new_rows r');
  ELSIF TG_OP = 'DELETE' THEN
    -- Delete-all: nothing left to count.
    IF NOT EXISTS (SELECT 1 FROM businesses) THEN
      DELETE FROM business_facets;
    ELSE
      EXECUTE business_facets_add_sql('SELECT ROW(r.*)::businesses, -1 FROM old_rows r');
    END IF;
  ELSE
    -- Only rows whose counted columns changed (an SEO update of every row moves nothing).
    EXECUTE business_facets_add_sql($sql$
      SELECT x.row, x.sign
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
           LATERAL (VALUES (ROW(o.*)::businesses, -1), (ROW(n.*)::businesses, 1)) AS x(row, sign)
      WHERE (o.is_verified, o.city_slug, o.city, o.state, o.country, o.category_slug,
             o.category, o.category_group, o.postcode_district, o.business_status)
        IS DISTINCT FROM
            (n.is_verified, n.city_slug, n.city, n.state, n.country, n.category_slug,
             n.category, n.category_group, n.postcode_district, n.business_status)
    $sql$);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "businesses_facets_insert" AFTER INSERT ON "businesses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_facets_on_write();
CREATE TRIGGER "businesses_facets_update" AFTER UPDATE ON "businesses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_facets_on_write();
CREATE TRIGGER "businesses_facets_delete" AFTER DELETE ON "businesses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_facets_on_write();

CREATE FUNCTION business_facets_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM business_facets;
  RETURN NULL;
END
$$;
CREATE TRIGGER "businesses_facets_truncate" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION business_facets_on_truncate();

-- Counts of the businesses already there.
DO $$ BEGIN EXECUTE business_facets_add_sql('SELECT b, 1 FROM businesses b'); END $$;
