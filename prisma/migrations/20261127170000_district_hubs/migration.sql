-- Postcode-district hubs within a town (/city/{town}/{district}): a town's districts are
-- counted and a hub's page read from this index alone, not from every business of the town.
CREATE INDEX "businesses_city_slug_postcode_district_rank_score_id_idx" ON "businesses"("city_slug", "postcode_district", "rank_score" DESC, "id");
