-- Freshness: when an import last confirmed a business, Google's rating breakdown, and a
-- history of field changes that outlives the business (no foreign key: a deleted business
-- keeps its entries under its gone slug). updated_at stays "last real change".
ALTER TABLE "businesses"
  ADD COLUMN "checked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  ADD COLUMN "reviews_per_score" INTEGER[] NOT NULL DEFAULT '{}';

UPDATE "businesses" SET "checked_at" = "updated_at";

CREATE TABLE "business_changes" (
  "id" BIGSERIAL PRIMARY KEY,
  "business_id" UUID NOT NULL,
  "slug" TEXT NOT NULL,
  "source" TEXT NOT NULL,
  "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "changes" JSONB NOT NULL
);

CREATE INDEX "business_changes_business_id_changed_at_idx"
  ON "business_changes" ("business_id", "changed_at" DESC);
CREATE INDEX "business_changes_slug_idx" ON "business_changes" ("slug");
