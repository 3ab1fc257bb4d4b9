-- Chains: businesses sharing a registrable website domain form a brand. The domain needs the
-- public-suffix list, so the app computes it: the import writer as it inserts (brand_stale
-- false); any other insert, and a change of website or name, leaves the row marked stale for
-- lib/quality/brand-refresh.ts, which finds the stale rows by a partial index.
ALTER TABLE "businesses"
  ADD COLUMN "brand_domain" TEXT,
  ADD COLUMN "brand_stale" BOOLEAN NOT NULL DEFAULT false;

CREATE FUNCTION business_brand_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- No website: nothing to compute.
    IF NEW.website IS NULL AND NEW.brand_domain IS NULL THEN NEW.brand_stale := false; END IF;
  ELSIF NEW.website IS DISTINCT FROM OLD.website OR NEW.name IS DISTINCT FROM OLD.name THEN
    NEW.brand_stale := true;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "businesses_brand_stale" BEFORE INSERT OR UPDATE OF "website", "name" ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION business_brand_on_write();

UPDATE "businesses" SET "brand_stale" = true WHERE "website" IS NOT NULL;
-- Writers that do not compute the key (seed, COPY, admin create) leave it to the refresh.
ALTER TABLE "businesses" ALTER COLUMN "brand_stale" SET DEFAULT true;

CREATE INDEX "businesses_brand_stale_idx" ON "businesses" ("id") WHERE "brand_stale";
CREATE INDEX "businesses_brand_domain_idx" ON "businesses" ("brand_domain")
  WHERE "brand_domain" IS NOT NULL;

-- A brand's display name, refreshed with its members; the count of locations is read live
-- from the index above, so deletes never leave it wrong.
CREATE TABLE "brands" (
  "domain" TEXT PRIMARY KEY,
  "name" TEXT NOT NULL
);
