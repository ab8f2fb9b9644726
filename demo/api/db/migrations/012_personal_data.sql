-- A visitor's own data (interface §3, "Your data"). Consents to purposes are recorded with the
-- notice's version, when given and when withdrawn. Erasing an account keeps its bookings for the
-- lab's records with no one in them: the columns that named who and where may be empty, and a
-- booking outlives its user. Each erasure leaves one row that names no one, so the operator can
-- count and date erasures.

CREATE TABLE consents (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  notice_version text NOT NULL,
  given_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  PRIMARY KEY (user_id, purpose)
);

CREATE INDEX consents_by_withdrawal ON consents (withdrawn_at) WHERE withdrawn_at IS NOT NULL;

ALTER TABLE bookings DROP CONSTRAINT bookings_user_id_fkey;
ALTER TABLE bookings ADD CONSTRAINT bookings_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE bookings ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE bookings ALTER COLUMN address_id DROP NOT NULL;
ALTER TABLE bookings ALTER COLUMN address_line1 DROP NOT NULL;
ALTER TABLE bookings ALTER COLUMN address_area DROP NOT NULL;
ALTER TABLE bookings ALTER COLUMN address_city DROP NOT NULL;
ALTER TABLE bookings ALTER COLUMN address_pincode DROP NOT NULL;

ALTER TABLE booking_items ALTER COLUMN person_id DROP NOT NULL;
ALTER TABLE booking_items ALTER COLUMN person_name DROP NOT NULL;
ALTER TABLE booking_items ALTER COLUMN person_age DROP NOT NULL;
ALTER TABLE booking_items ALTER COLUMN person_gender DROP NOT NULL;
ALTER TABLE booking_items ALTER COLUMN person_relation DROP NOT NULL;

CREATE TABLE erasures (
  id text PRIMARY KEY,
  erased_at timestamptz NOT NULL,
  bookings_kept integer NOT NULL
);

CREATE INDEX erasures_by_time ON erasures (erased_at);
