-- Running as a lab deploys it: rows are pruned on a schedule by time (indexes to find them),
-- per-address sends are counted in rate_counts like the other caps, and wrong codes count
-- against the address that sent them.

-- The scheduled pruning finds ended sessions without reading them all.
CREATE INDEX sessions_by_expiry ON sessions (expires_at);
CREATE INDEX sessions_by_last_use ON sessions (last_used_at);
CREATE INDEX otp_codes_by_expiry ON otp_codes (expires_at);
CREATE INDEX otp_sends_by_time ON otp_sends (sent_at);

-- Each count keeps when its window ends, so one statement prunes windows of any length.
ALTER TABLE rate_counts ADD COLUMN window_end timestamptz;
UPDATE rate_counts SET window_end = window_start + interval '1 day';
ALTER TABLE rate_counts ALTER COLUMN window_end SET NOT NULL;
CREATE INDEX rate_counts_by_window_end ON rate_counts (window_end);

-- Sends per address are an atomic count in rate_counts now (no lock of the address to wait on).
DROP INDEX otp_sends_by_address;
ALTER TABLE otp_sends DROP COLUMN client_address;

-- Wrong codes per client address (IPv4 address or IPv6 /64): past a free allowance each one makes
-- the address wait longer before its next try. A day without wrong codes forgets them.
CREATE TABLE wrong_code_delays (
  client_address text PRIMARY KEY,
  wrong_codes integer NOT NULL,
  not_before timestamptz NOT NULL,
  forget_after timestamptz NOT NULL
);

CREATE INDEX wrong_code_delays_by_forget_after ON wrong_code_delays (forget_after);
