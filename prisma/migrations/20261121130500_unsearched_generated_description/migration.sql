-- The search document leaves out descriptions that SEO generation wrote. Those are built only
-- from what the row already holds (name, category, town, hours, attributes), which searches
-- reach by other means, and re-tokenising ~230 words per business made two thirds of the
-- database's work in every generation run; their stock phrases ("open", "reviews",
-- "customers") also matched nearly every business. A description a business came with (an
-- import) is still searched. description_generated marks the generated ones.
ALTER TABLE "businesses" ADD COLUMN "description_generated" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "businesses" DROP COLUMN "search_vector",
  ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "name"), 'A') ||
    setweight(to_tsvector('english'::regconfig, "category"), 'B') ||
    setweight(to_tsvector('english'::regconfig, replace("category_group", '-', ' ')), 'C') ||
    setweight(to_tsvector('english'::regconfig,
      CASE WHEN "description_generated" THEN '' ELSE coalesce("description", '') END), 'D')
  ) STORED;
CREATE INDEX "businesses_search_vector_idx" ON "businesses" USING GIN ("search_vector");
