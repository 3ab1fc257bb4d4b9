-- Nearest first with open now counts its matches by walking the GiST index (issue 45,
-- docs/search.md): at 1M that read a table page for each of up to 5,000 rows (80 to 100 ms).
-- With the zone and hours in the index the walk is index-only (50 to 60 ms).
DROP INDEX "businesses_earth_idx";
CREATE INDEX "businesses_earth_idx" ON "businesses" USING gist ("earth")
  INCLUDE ("rank_score", "business_status", "id", "time_zone", "open_minutes");
