-- Booking a home collection (interface §3). The people tested and the addresses visited are a
-- user's own rows, kept apart from bookings: a booking copies who and where as they were when
-- booked, so removing a person or an address later changes no booking. Every time is written by
-- the server's clock. Consent to the personal-data notice is stored with the notice's version.

CREATE TABLE booking_people (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  age integer NOT NULL CHECK (age BETWEEN 0 AND 120),
  gender text NOT NULL,
  relation text NOT NULL,
  notice_version text NOT NULL,
  consent_at timestamptz NOT NULL,
  -- Set for a person under 18: the account holder said they are the parent or guardian.
  guardian_consent_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE INDEX booking_people_by_user ON booking_people (user_id, created_at);

CREATE TABLE booking_addresses (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  line1 text NOT NULL,
  area text NOT NULL,
  landmark text,
  city text NOT NULL,
  pincode text NOT NULL,
  notice_version text NOT NULL,
  consent_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX booking_addresses_by_user ON booking_addresses (user_id, created_at);

-- A place held for a user for a while: one per user, a new one replaces it. `slot_id` is
-- 'YYYY-MM-DD' 'T' 'HH:MM' (Asia/Kolkata). A held place counts until it expires or is booked.
CREATE TABLE booking_holds (
  id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  slot_id text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX booking_holds_by_slot ON booking_holds (slot_id, expires_at);

CREATE SEQUENCE booking_numbers START 100001;

CREATE TABLE bookings (
  id text PRIMARY KEY,
  number text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The client's key of the POST that made it, and a hash of that POST's body: a retry with the
  -- same key answers this booking, the same key with another body is refused.
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL,
  slot_id text NOT NULL,
  address_id text NOT NULL,
  address_line1 text NOT NULL,
  address_area text NOT NULL,
  address_landmark text,
  address_city text NOT NULL,
  address_pincode text NOT NULL,
  collection_fee integer NOT NULL,
  total integer NOT NULL,
  cancel_reason text,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);

CREATE INDEX bookings_by_user ON bookings (user_id, created_at);
-- A place counts while its booking is not cancelled; the run sheet reads one day.
CREATE INDEX bookings_by_slot ON bookings (slot_id) WHERE status <> 'cancelled';

CREATE TABLE booking_items (
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  position integer NOT NULL,
  test_id text NOT NULL,
  test_name text NOT NULL,
  price integer NOT NULL,
  person_id text NOT NULL,
  person_name text NOT NULL,
  person_age integer NOT NULL,
  person_gender text NOT NULL,
  person_relation text NOT NULL,
  PRIMARY KEY (booking_id, position)
);

-- Every status a booking took, in order (`step` 0 is 'booked').
CREATE TABLE booking_history (
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  step integer NOT NULL,
  status text NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (booking_id, step)
);
