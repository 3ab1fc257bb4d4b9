-- Update-mode re-imports refresh what the scraper knows but never a field an admin edited by
-- hand: the admin edit API records the edited field names (its EDITABLE_FIELDS) here.
ALTER TABLE "businesses" ADD COLUMN "edited_fields" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];

-- Rows an update-mode import refreshed, beside imported/duplicates_skipped.
ALTER TABLE "imports" ADD COLUMN "updated" INTEGER NOT NULL DEFAULT 0;
