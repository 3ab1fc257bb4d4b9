-- Labelled weeks beside the main hours (Outscraper's `other_hours`: kitchen, delivery, ...),
-- as [{ "label": "Kitchen", "hours": { "Monday": "11:30AM-2PM, 6-10PM", ... } }].
ALTER TABLE "businesses" ADD COLUMN "other_hours" JSONB;
