-- The initial schema. Never edit a released migration: add the next number.
-- Epoch milliseconds are bigint; documents are the Schema-encoded domain values as jsonb
-- (report bodies as json: they carry whole analysis results and are only ever read back whole).

CREATE TABLE se_reports (
  request_id text PRIMARY KEY,
  client_id text NOT NULL,
  created_at bigint NOT NULL,
  state_tag text NOT NULL,
  queued_at bigint,
  due_at bigint,
  body json NOT NULL
);

-- queued: due when not_before passes; processing: due again when the lease runs out
CREATE INDEX se_reports_work ON se_reports (due_at, queued_at) WHERE state_tag IN ('Queued', 'Processing');
CREATE INDEX se_reports_created ON se_reports (created_at);

CREATE TABLE se_purged_reports (
  request_id text PRIMARY KEY,
  client_id text NOT NULL,
  purged_at bigint NOT NULL
);

CREATE TABLE se_uploaded_files (
  request_id text NOT NULL,
  position int NOT NULL,
  name text NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (request_id, position)
);

CREATE TABLE se_clients (
  client_id text PRIMARY KEY,
  body jsonb NOT NULL
);

CREATE TABLE se_tokens (
  token_hash text PRIMARY KEY,
  client_id text NOT NULL,
  expires_at bigint NOT NULL,
  body jsonb NOT NULL
);
CREATE INDEX se_tokens_expiry ON se_tokens (expires_at);

CREATE TABLE se_webhook_settings (
  client_id text PRIMARY KEY,
  body jsonb NOT NULL
);

CREATE TABLE se_webhook_deliveries (
  webhook_id text PRIMARY KEY,
  request_id text NOT NULL,
  state text NOT NULL,
  next_attempt_at bigint NOT NULL,
  lease_until bigint NOT NULL DEFAULT 0,
  body jsonb NOT NULL
);
CREATE INDEX se_webhook_deliveries_due ON se_webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX se_webhook_deliveries_report ON se_webhook_deliveries (request_id);
