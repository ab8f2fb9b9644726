-- A code's challenge: send-otp answers an opaque value whose hash is kept with the code, and a try
-- that brings it back is the requester's own. Wrong tries are counted apart by that: the
-- requester's against `failed_attempts`, everyone else's (spec clients that send no challenge,
-- and guessers) against `unbound_failed_attempts`, so guesses from elsewhere never use up the
-- tries of the requester. Both columns are additions: instances of the older version keep working.
ALTER TABLE otp_codes ADD COLUMN challenge_hash text;
ALTER TABLE otp_codes ADD COLUMN unbound_failed_attempts integer NOT NULL DEFAULT 0;
