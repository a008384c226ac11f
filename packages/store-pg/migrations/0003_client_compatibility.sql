-- A client may carry its own compatibility profile in its body (`compatibility`: `ours` or
-- `original`; absent, the server's). The database refuses any other value, whoever writes the row.

ALTER TABLE se_clients
  ADD CONSTRAINT se_clients_compatibility
  CHECK (body->>'compatibility' IS NULL OR body->>'compatibility' IN ('ours', 'original'));
