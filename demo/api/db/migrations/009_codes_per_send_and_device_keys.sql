-- Login that others cannot take away.
--
-- Every send has its own code, bound to its own challenge, valid until it expires: a later send
-- (by anyone) no longer replaces the code the owner is typing. The challenge's keyed hash is the
-- code's id. Pending codes of the one-code table are carried over; the old table goes, so stop
-- instances of the older version before starting this one (their sends would fail until then).
CREATE TABLE login_codes (
  challenge_hash text PRIMARY KEY,
  phone_number text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  unbound_failed_attempts integer NOT NULL DEFAULT 0
);

CREATE INDEX login_codes_by_number ON login_codes (phone_number, expires_at);
CREATE INDEX login_codes_by_expiry ON login_codes (expires_at);

INSERT INTO login_codes (challenge_hash, phone_number, code_hash, expires_at, failed_attempts, unbound_failed_attempts)
SELECT coalesce(challenge_hash, 'carried-over:' || phone_number), phone_number, code_hash, expires_at, failed_attempts,
  unbound_failed_attempts
FROM otp_codes;

DROP TABLE otp_codes;

-- A number's sends are counted per requester (a keyed hash of the client's address group, or of
-- a device key), under a ceiling per number kept apart for sends with a device key and without.
-- `code_id` names the send's code, so a send the gateway did not take is given back.
ALTER TABLE otp_sends ADD COLUMN requester_hash text NOT NULL DEFAULT '';
ALTER TABLE otp_sends ADD COLUMN by_device boolean NOT NULL DEFAULT false;
ALTER TABLE otp_sends ADD COLUMN code_id text;
CREATE INDEX otp_sends_by_code ON otp_sends (code_id);

-- A browser that logged in on a number carries a device key (256 random bits, only its SHA-256
-- here); its sends to that number have a budget of their own. Forgotten a while after the
-- browser's last login on the number.
CREATE TABLE device_keys (
  key_hash text NOT NULL,
  phone_number text NOT NULL,
  last_login_at timestamptz NOT NULL,
  PRIMARY KEY (key_hash, phone_number)
);

CREATE INDEX device_keys_by_last_login ON device_keys (last_login_at);
