-- A detail page's related businesses are the best of its group in its town (lib/data/related.ts).
-- With only the group's or the town's rank index the read walked one and filtered the other:
-- a small town's group at 1M tested hundreds of rows, a table page each (13.6 ms on average).
CREATE INDEX "businesses_city_slug_category_group_rank_score_id_idx" ON "businesses" ("city_slug", "category_group", "rank_score" DESC, "id");
