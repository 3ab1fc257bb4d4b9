-- Date-ranged hours or closures an admin sets for a business (issue 44, docs/data-quality.md).
-- Dates are the business's local dates; "intervals" holds [{ "open": m, "close": m }] in local
-- minutes of the day, [] for closed. Past rows stay; every change is also in business_changes.
CREATE TABLE "special_hours" (
    "id" BIGSERIAL NOT NULL,
    "business_id" UUID NOT NULL,
    "first_date" DATE NOT NULL,
    "last_date" DATE NOT NULL,
    "intervals" JSONB NOT NULL DEFAULT '[]',
    "label" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "special_hours_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "special_hours_dates_check" CHECK ("first_date" <= "last_date"),
    CONSTRAINT "special_hours_intervals_check" CHECK (jsonb_typeof("intervals") = 'array'),
    CONSTRAINT "special_hours_label_check" CHECK (char_length("label") <= 60)
);

CREATE INDEX "special_hours_business_id_first_date_idx" ON "special_hours"("business_id", "first_date");
-- Open-now search asks which rows cover today: a range scan on last_date, then first_date.
CREATE INDEX "special_hours_last_date_first_date_idx" ON "special_hours"("last_date", "first_date");

-- No foreign key (delete-all TRUNCATEs businesses): triggers drop a deleted listing's rows, as
-- for business_reports.
CREATE FUNCTION special_hours_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM special_hours s USING deleted_rows d WHERE s.business_id = d.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "businesses_special_hours_delete" AFTER DELETE ON "businesses"
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION special_hours_on_delete();

CREATE FUNCTION special_hours_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM special_hours;
  RETURN NULL;
END $$;
CREATE TRIGGER "businesses_special_hours_truncate" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION special_hours_on_truncate();
