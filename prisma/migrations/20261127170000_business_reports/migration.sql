-- Visitors' reports about a listing and import conflicts, waiting for the admin (docs/data-quality.md).
-- A decided report is deleted: the change it led to is in business_changes.
CREATE TABLE "business_reports" (
    "id" BIGSERIAL NOT NULL,
    "business_id" UUID NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'visitor',
    "reason" TEXT NOT NULL,
    "details" TEXT,
    "email" TEXT,
    "address" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "business_reports_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "business_reports_kind_check" CHECK ("kind" IN ('visitor', 'conflict')),
    CONSTRAINT "business_reports_reason_check" CHECK ("reason" IN ('closed_permanently',
      'closed_temporarily', 'moved', 'wrong_phone', 'wrong_hours', 'wrong_website', 'other',
      'reopened')),
    CONSTRAINT "business_reports_details_check" CHECK (char_length("details") <= 1000),
    CONSTRAINT "business_reports_email_check" CHECK (char_length("email") <= 254)
);

CREATE INDEX "business_reports_business_id_idx" ON "business_reports"("business_id", "id");
CREATE INDEX "business_reports_address_idx" ON "business_reports"("address");
-- One open conflict per listing: a second import saying OPERATIONAL adds nothing.
CREATE UNIQUE INDEX "business_reports_conflict_key" ON "business_reports"("business_id")
  WHERE "kind" = 'conflict';

-- No foreign key (delete-all TRUNCATEs businesses): triggers drop a deleted listing's reports,
-- as for duplicate_candidates.
CREATE FUNCTION business_reports_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM business_reports r USING deleted_rows d WHERE r.business_id = d.id;
  RETURN NULL;
END $$;
CREATE TRIGGER "businesses_business_reports_delete" AFTER DELETE ON "businesses"
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION business_reports_on_delete();

CREATE FUNCTION business_reports_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM business_reports;
  RETURN NULL;
END $$;
CREATE TRIGGER "businesses_business_reports_truncate" AFTER TRUNCATE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION business_reports_on_truncate();

-- When the current status was recorded: the closed banner's date.
ALTER TABLE "businesses" ADD COLUMN "status_changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "businesses" SET "status_changed_at" = "updated_at" WHERE "business_status" <> 'OPERATIONAL';

CREATE FUNCTION business_status_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.business_status IS DISTINCT FROM OLD.business_status THEN
    NEW.status_changed_at := now();
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER businesses_status_stamp BEFORE UPDATE OF business_status ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION business_status_stamp();
