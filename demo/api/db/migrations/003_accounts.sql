-- Accounts, one-time codes, sessions and carts. Every time is written by the server's clock
-- (passed as a parameter, never now()) so tests can move time forward.

CREATE TABLE users (
  id text PRIMARY KEY,
  phone_number text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- The one live code of a number; a new send replaces it.
CREATE TABLE otp_codes (
  phone_number text PRIMARY KEY,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0
);

-- Every accepted send, for the cooldown and the hourly caps per number and per client address.
CREATE TABLE otp_sends (
  phone_number text NOT NULL,
  client_address text NOT NULL,
  sent_at timestamptz NOT NULL
);

CREATE INDEX otp_sends_by_phone ON otp_sends (phone_number, sent_at);
CREATE INDEX otp_sends_by_address ON otp_sends (client_address, sent_at);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE cart_items (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  test_id text NOT NULL REFERENCES tests (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, test_id)
);
