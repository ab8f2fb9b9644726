-- Login when the SMS gateway fails or a device key is abused.
--
-- A send the gateway refused outright (a 4xx other than 429) stays in `otp_sends`, marked: it
-- gives back the cooldown, the number's ceiling and the shared budgets, but still counts against
-- the caps of the requester who asked (so a number the gateway refuses cannot be asked for
-- without end). A send that timed out or met a 5xx or a 429 may have gone, and counts in full.
ALTER TABLE otp_sends ADD COLUMN refused boolean NOT NULL DEFAULT false;

-- A number keeps its newest device keys only, and a key serves a few numbers: both are counted.
CREATE INDEX device_keys_by_number ON device_keys (phone_number, last_login_at);

-- Device keys now carry a keyed signature (`otp/device-keys.ts`), so a made-up key is refused
-- without a lookup. Keys handed out before cannot carry one: they are forgotten, and each browser
-- gets a signed key at its next login.
DELETE FROM device_keys;
