-- Duplicate candidates (docs/data-quality.md): pairs of businesses that look like one place,
-- found around the rows an import touched (lib/quality/duplicates.ts) and settled by the admin.

-- The keys the "same name and postcode" signal compares: letters and digits only.
CREATE FUNCTION dq_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(name, '[^[:alnum:]]+', '', 'g'))
$$;
CREATE FUNCTION dq_postcode_key(zip text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(upper(regexp_replace(zip, '[^[:alnum:]]+', '', 'g')), '')
$$;

-- Indexed equality for two signals (the third uses businesses_earth_idx). Only E.164 phones:
-- an unparsed number is no reliable key.
CREATE INDEX "businesses_phone_e164_idx" ON "businesses" ("phone") WHERE "phone" LIKE '+%';
CREATE INDEX "businesses_name_postcode_key_idx" ON "businesses"
  (dq_postcode_key("zip_code"), dq_name_key("name")) WHERE dq_postcode_key("zip_code") IS NOT NULL;

-- One row per pair, the smaller id first. A dismissed pair keeps its row, so a refresh never
-- opens it again. No foreign keys: delete-all TRUNCATEs businesses; the triggers below clean up.
CREATE TABLE "duplicate_candidates" (
  "business_a" UUID NOT NULL,
  "business_b" UUID NOT NULL,
  "score"      REAL NOT NULL,
  "reasons"    TEXT[] NOT NULL,
  "status"     TEXT NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'dismissed')),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  PRIMARY KEY ("business_a", "business_b"),
  CHECK ("business_a" < "business_b")
);
CREATE INDEX "duplicate_candidates_business_b_idx" ON "duplicate_candidates" ("business_b");
CREATE INDEX "duplicate_candidates_open_idx" ON "duplicate_candidates" ("score" DESC, "business_a", "business_b")
  WHERE "status" = 'open';

-- The history entries of an update-mode import, found by its transaction's time.
CREATE INDEX "business_changes_changed_at_idx" ON "business_changes" ("changed_at");

CREATE FUNCTION duplicate_candidates_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM duplicate_candidates d USING deleted_rows r WHERE d.business_a = r.id;
  DELETE FROM duplicate_candidates d USING deleted_rows r WHERE d.business_b = r.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "businesses_duplicate_candidates_delete" AFTER DELETE ON "businesses"
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION duplicate_candidates_on_delete();

CREATE FUNCTION duplicate_candidates_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM duplicate_candidates;
  RETURN NULL;
END $$;
CREATE TRIGGER "businesses_duplicate_candidates_truncate" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION duplicate_candidates_on_truncate();
