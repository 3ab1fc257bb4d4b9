-- URLs that never break (docs/seo.md, "Former URLs"). The database records every slug a
-- business gives up, so that every writer (panel edit, import, delete, delete-all, a future
-- one) is covered without code of its own.

-- Orders every row of both tables, so that each server process's filter of former slugs
-- (lib/urls/former-slugs.ts) reads only the rows added since it last looked.
CREATE SEQUENCE "former_slugs_seq";

-- A slug a business had before: /details/{slug} answers 308 to the business's current slug.
-- Rows point at the business, not at the next slug, so a redirect never chains.
CREATE TABLE "slug_history" (
  "slug"        TEXT PRIMARY KEY,
  "business_id" UUID NOT NULL,
  "seq"         BIGINT NOT NULL DEFAULT nextval('former_slugs_seq'),
  "created_at"  TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX "slug_history_business_id_idx" ON "slug_history" ("business_id");
CREATE INDEX "slug_history_seq_idx" ON "slug_history" ("seq");

-- A slug of a deleted business (current or former): its URLs answer 410 Gone.
CREATE TABLE "gone_slugs" (
  "slug"    TEXT PRIMARY KEY,
  "seq"     BIGINT NOT NULL DEFAULT nextval('former_slugs_seq'),
  "gone_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX "gone_slugs_seq_idx" ON "gone_slugs" ("seq");

-- A slug change keeps the old slug for this business; the new slug is current, so no history
-- or gone row may shadow it.
CREATE FUNCTION "slug_history_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "slug_history" ("slug", "business_id") VALUES (OLD."slug", NEW."id")
  ON CONFLICT ("slug") DO UPDATE
  SET "business_id" = EXCLUDED."business_id", "seq" = EXCLUDED."seq", "created_at" = now();
  DELETE FROM "slug_history" WHERE "slug" = NEW."slug";
  DELETE FROM "gone_slugs" WHERE "slug" = NEW."slug";
  RETURN NULL;
END $$;

CREATE TRIGGER "businesses_slug_history_update"
AFTER UPDATE OF "slug" ON "businesses"
FOR EACH ROW WHEN (OLD."slug" IS DISTINCT FROM NEW."slug")
EXECUTE FUNCTION "slug_history_on_update"();

-- A new business's slug is current again. Once per statement: an import inserts thousands of
-- rows at a time, and with empty tables this costs two index probes per batch.
CREATE FUNCTION "slug_history_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "slug_history" h USING "inserted_rows" i WHERE h."slug" = i."slug";
  DELETE FROM "gone_slugs" g USING "inserted_rows" i WHERE g."slug" = i."slug";
  RETURN NULL;
END $$;

CREATE TRIGGER "businesses_slug_history_insert"
AFTER INSERT ON "businesses"
REFERENCING NEW TABLE AS "inserted_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "slug_history_on_insert"();

-- A deleted business's slug and its former slugs are gone.
CREATE FUNCTION "slug_history_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "moved" AS (
    DELETE FROM "slug_history" h USING "deleted_rows" d WHERE h."business_id" = d."id"
    RETURNING h."slug"
  )
  INSERT INTO "gone_slugs" ("slug")
  SELECT "slug" FROM "deleted_rows" UNION SELECT "slug" FROM "moved"
  ON CONFLICT ("slug") DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER "businesses_slug_history_delete"
AFTER DELETE ON "businesses"
REFERENCING OLD TABLE AS "deleted_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "slug_history_on_delete"();

-- Delete-all truncates (no row triggers fire): every slug, current and former, is gone.
-- DELETE rather than TRUNCATE of the history: a reader's lock on it must not deadlock with this.
CREATE FUNCTION "slug_history_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "gone_slugs" ("slug")
  SELECT "slug" FROM "businesses" UNION SELECT "slug" FROM "slug_history"
  ON CONFLICT ("slug") DO NOTHING;
  DELETE FROM "slug_history";
  RETURN NULL;
END $$;

CREATE TRIGGER "businesses_slug_history_truncate"
BEFORE TRUNCATE ON "businesses"
FOR EACH STATEMENT EXECUTE FUNCTION "slug_history_on_truncate"();
