-- "Open now" in a wide circle walks the rank order and tests each row (issue 45, docs/search.md):
-- at 1M and 6 % open that read a table page for each of ~30,000 rows (about 400 ms). With the
-- status, zone, hours and point in the rank index the walk is index-only (about 50 ms).
-- It replaces the plain rank index, which it serves for every read that used it.
DROP INDEX "businesses_rank_score_id_idx";
CREATE INDEX "businesses_rank_open_idx" ON "businesses" ("rank_score" DESC, "id")
  INCLUDE ("business_status", "time_zone", "open_minutes", "latitude", "longitude");
