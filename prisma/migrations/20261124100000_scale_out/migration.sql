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
