-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "BusinessStatus" AS ENUM ('OPERATIONAL', 'CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY');

-- CreateTable
CREATE TABLE "imports" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "file_name" TEXT NOT NULL,
    "imported" INTEGER NOT NULL DEFAULT 0,
    "duplicates_skipped" INTEGER NOT NULL DEFAULT 0,
    "total_errors" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "businesses" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "category_slug" TEXT NOT NULL,
    "category_group" TEXT NOT NULL,
    "address" TEXT,
    "city" TEXT,
    "city_slug" TEXT,
    "state" TEXT,
    "country" TEXT,
    "zip_code" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "website" TEXT,
    "rating" DOUBLE PRECISION,
    "review_count" INTEGER NOT NULL DEFAULT 0,
    "photos" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "opening_hours" JSONB,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "seo_title" TEXT,
    "seo_description" TEXT,
    "canonical_url" TEXT,
    "place_id" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "business_status" "BusinessStatus" NOT NULL DEFAULT 'OPERATIONAL',
    "google_maps_url" TEXT,
    "about" JSONB,
    -- Bayesian average: the rating pulled towards a prior of 4.0 worth 10 reviews, so one
    -- 5-star review does not outrank 4.8 from 900. Unrated businesses rank below all rated ones.
    "rank_score" DOUBLE PRECISION GENERATED ALWAYS AS (
        CASE WHEN "rating" IS NULL THEN 0
             ELSE ("rating" * "review_count" + 4.0 * 10) / ("review_count" + 10) END
    ) STORED,
    "import_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "businesses_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "businesses_rating_range" CHECK ("rating" IS NULL OR ("rating" >= 1 AND "rating" <= 5)),
    CONSTRAINT "businesses_review_count_non_negative" CHECK ("review_count" >= 0)
);

-- CreateIndex
CREATE UNIQUE INDEX "businesses_slug_key" ON "businesses"("slug");
CREATE UNIQUE INDEX "businesses_place_id_key" ON "businesses"("place_id");
CREATE INDEX "businesses_category_group_rank_score_id_idx" ON "businesses"("category_group", "rank_score" DESC, "id");
CREATE INDEX "businesses_category_slug_rank_score_id_idx" ON "businesses"("category_slug", "rank_score" DESC, "id");
CREATE INDEX "businesses_city_slug_rank_score_id_idx" ON "businesses"("city_slug", "rank_score" DESC, "id");
CREATE INDEX "businesses_rank_score_id_idx" ON "businesses"("rank_score" DESC, "id");
CREATE INDEX "businesses_created_at_id_idx" ON "businesses"("created_at" DESC, "id");
CREATE INDEX "businesses_country_idx" ON "businesses"("country");

-- AddForeignKey
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "imports"("id") ON DELETE SET NULL ON UPDATE CASCADE;
