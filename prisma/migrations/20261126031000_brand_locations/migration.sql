-- The detail page reads a chain's size and nearest branches without touching the rest of the
-- chain: brands.locations is kept by statement triggers (like coverage_cells), and a GiST index
-- on (brand_domain, earth) answers "nearest N branches of this brand" as a KNN scan.
CREATE EXTENSION IF NOT EXISTS btree_gist;

ALTER TABLE "brands" ADD COLUMN "locations" INTEGER NOT NULL DEFAULT 0;

CREATE INDEX "businesses_brand_earth_idx" ON "businesses" USING gist ("brand_domain", "earth")
  WHERE "brand_domain" IS NOT NULL;

-- Only brands with a row (chains, named by lib/quality/brand-refresh.ts, which also sets the
-- count) are kept here; a business closed for good is no location.
CREATE FUNCTION brand_locations_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
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
$$;

CREATE TRIGGER "businesses_brand_locations_insert" AFTER INSERT ON "businesses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_locations_on_write();
CREATE TRIGGER "businesses_brand_locations_update" AFTER UPDATE ON "businesses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION brand_locations_on_write();
CREATE TRIGGER "businesses_brand_locations_delete" AFTER DELETE ON "businesses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_locations_on_write();

CREATE FUNCTION brands_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM brands;
  RETURN NULL;
END
$$;
CREATE TRIGGER "businesses_brands_truncate" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION brands_on_truncate();

UPDATE "brands" b SET "locations" = (
  SELECT count(*) FROM "businesses" o
  WHERE o.brand_domain = b.domain AND o.business_status <> 'CLOSED_PERMANENTLY');
