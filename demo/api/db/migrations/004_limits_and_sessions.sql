-- Counts per fixed time window for the caps not kept per send: verify calls per client address
-- per hour and wrong codes per number per day. One upsert adds to a count and reads it back.
CREATE TABLE rate_counts (
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (subject, window_start)
);

-- Sliding expiry: a session ends when unused for the idle time, and at expires_at in any case.
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz;
UPDATE sessions SET last_used_at = created_at;
ALTER TABLE sessions ALTER COLUMN last_used_at SET NOT NULL;
