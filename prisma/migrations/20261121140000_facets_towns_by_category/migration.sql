-- The towns with most businesses of one group or category (category pages link the top 24;
-- service-in-town pages list other towns). A town × category facet's key is
-- "{city slug} {category or group slug}", so without this index the query probed every town
-- (about 1,700 at a million businesses) or read every town × group facet: 14–20 ms. With it,
-- it reads the top rows in order: about 1 ms. The price: facet updates change an indexed
-- column (`open`), so they can no longer be HOT updates; 49,000 of them (a large import's
-- worth) take about 1.2 s instead of 0.8 s.
CREATE INDEX "business_facets_towns_by_category_idx" ON "business_facets"
  ("kind", split_part("key", ' ', 2), "open" DESC)
  WHERE "kind" IN ('city-group', 'city-category');
