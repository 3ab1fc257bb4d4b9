-- IndexNow (lib/indexnow): slugs whose detail URL changed, waiting to be sent, and when each
-- was last sent (at most once an hour). Instances claim outbox rows with SKIP LOCKED, so each
-- change is sent by one of them.
CREATE TABLE "indexnow_outbox" (
  "slug" TEXT PRIMARY KEY,
  "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX "indexnow_outbox_queued_at_idx" ON "indexnow_outbox" ("queued_at");

CREATE TABLE "indexnow_sent" (
  "slug" TEXT PRIMARY KEY,
  "sent_at" TIMESTAMPTZ(3) NOT NULL
);
CREATE INDEX "indexnow_sent_sent_at_idx" ON "indexnow_sent" ("sent_at");
