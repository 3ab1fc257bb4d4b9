-- Login attempts and logged-out sessions live in the database, so every instance (and every
-- cold start) sees the same counts and the same revocations (lib/auth/attempt-log.ts,
-- lib/auth/session.ts).
CREATE TABLE "login_attempts" (
  "id"           BIGSERIAL PRIMARY KEY,
  -- "address:<ip>" or "username:<name>".
  "key"          TEXT NOT NULL,
  "attempted_at" TIMESTAMPTZ(3) NOT NULL
);
CREATE INDEX "login_attempts_key_attempted_at_idx" ON "login_attempts" ("key", "attempted_at");
CREATE INDEX "login_attempts_attempted_at_idx" ON "login_attempts" ("attempted_at");

CREATE TABLE "revoked_sessions" (
  -- The session JWT's id.
  "jti"        TEXT PRIMARY KEY,
  -- When the token would have expired anyway; the row can go after that.
  "expires_at" TIMESTAMPTZ(3) NOT NULL
);
CREATE INDEX "revoked_sessions_expires_at_idx" ON "revoked_sessions" ("expires_at");

-- A spreadsheet sent in parts (each under a serverless host's request cap), kept until the
-- import that assembles it has run (lib/import/chunked-upload.ts).
CREATE TABLE "import_uploads" (
  "id"         UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  "file_name"  TEXT NOT NULL,
  "size"       BIGINT NOT NULL,
  "part_size"  INTEGER NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX "import_uploads_created_at_idx" ON "import_uploads" ("created_at");

CREATE TABLE "import_upload_parts" (
  "upload_id" UUID NOT NULL REFERENCES "import_uploads" ("id") ON DELETE CASCADE,
  "index"     INTEGER NOT NULL,
  "data"      BYTEA NOT NULL,
  PRIMARY KEY ("upload_id", "index")
);
