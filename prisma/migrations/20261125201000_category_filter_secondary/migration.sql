-- A search's category filter takes a business's secondary categories too (docs/search.md,
-- "Categories"): `category_slug = $1 OR secondary_category_slugs @> ARRAY[$1]`. This index lets
-- the planner answer the second half with a bitmap and OR it with the main category's B-tree;
-- as a filter after the text index the array test needs no index at all.
CREATE INDEX "businesses_secondary_category_slugs_idx"
  ON "businesses" USING gin ("secondary_category_slugs");
