-- A narrow copy of what a text search ranks by (issue 47, docs/search.md "Search documents"):
-- ranking a town's matches read one businesses page per match (rows of about 2 kB lie scattered),
-- 2,000-25,000 pages for a common word in a big town. Here a row is about 300 bytes, and rows
-- are stored by town and category, so a word's matches (mostly of a few categories) share
-- pages: the match set of a town or county is read from a few hundred pages instead.
CREATE TABLE "search_documents" (
  -- No foreign key: delete-all TRUNCATEs businesses; the triggers below remove the rows.
  "id" UUID NOT NULL,
  "city_slug" TEXT,
  "state" TEXT,
  "rank_score" DOUBLE PRECISION,
  "business_status" "BusinessStatus" NOT NULL,
  "name" TEXT NOT NULL,
  "search_vector" TSVECTOR,
  CONSTRAINT "search_documents_pkey" PRIMARY KEY ("id")
) WITH (fillfactor = 90);

-- Rewrites the copy in town and category order; rows written later go where there is room, so
-- a bulk load (npm run db:generate) calls it after loading. Locks the copy while it runs.
CREATE FUNCTION search_documents_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_documents;
  INSERT INTO search_documents
  SELECT id, city_slug, state, rank_score, business_status, name, search_vector
  FROM businesses ORDER BY city_slug, category_group, category_slug;
END
$$;
SELECT search_documents_rebuild();

-- The indexes a search in a place reads on businesses (lib/search/rank.ts), here over narrow
-- rows; the text index also holds the county, so a county's matches are one index scan too.
CREATE INDEX "search_documents_place_text_idx"
  ON "search_documents" USING gin ("city_slug", lower("state"), "search_vector");
CREATE INDEX "search_documents_town_rank_idx"
  ON "search_documents" ("city_slug", "rank_score" DESC, "id");
CREATE INDEX "search_documents_name_vector_idx"
  ON "search_documents" USING gin ("city_slug", to_tsvector('english'::regconfig, "name"));
CREATE INDEX "search_documents_lower_name_idx" ON "search_documents" (lower("name"));

CREATE FUNCTION search_documents_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
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
$$;

CREATE TRIGGER "businesses_search_documents_insert" AFTER INSERT ON "businesses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_write();
CREATE TRIGGER "businesses_search_documents_update" AFTER UPDATE ON "businesses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_write();
CREATE TRIGGER "businesses_search_documents_delete" AFTER DELETE ON "businesses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_write();

CREATE FUNCTION search_documents_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_documents;
  RETURN NULL;
END
$$;
CREATE TRIGGER "businesses_search_documents_truncate" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_on_truncate();
