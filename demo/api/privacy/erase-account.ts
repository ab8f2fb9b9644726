import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { lockUserBookings } from '../booking/booking-locks';
import { recordStatus } from '../booking/booking-status';
import { erasedNumberOf } from '../otp/number-sends';
import { wrongCodesOfNumber } from '../otp/verify-allowance';

/**
 * Erases a user in the caller's transaction (the one that checked the fresh code): the account,
 * its sessions (every device is logged out), its cart, people, addresses, held time and consents,
 * the number's pending codes, device keys and count of wrong codes. Bookings stay for the lab's records with only the
 * tests, the date, the amount and their statuses: no one's name, age, number or address; one still
 * to be collected is cancelled, since no one can be visited. The day's sends to the number keep
 * counting under a keyed hash (`erasedNumberOf`). Returns how many bookings were kept.
 */
export async function eraseAccount(tx: Queryable, hashKey: string, userId: string, now: Date): Promise<number> {
  await lockUserBookings(tx, userId);
  const [user] = await tx.query<{ phone_number: string }>('SELECT phone_number FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (!user) return 0;
  const number = user.phone_number;
  const toCancel = await tx.query<{ id: string }>("SELECT id FROM bookings WHERE user_id = $1 AND status IN ('booked', 'assigned')", [userId]);
  for (const { id } of toCancel) await recordStatus(tx, id, 'cancelled', now);
  await tx.query(
    `UPDATE booking_items SET person_id = NULL, person_name = NULL, person_age = NULL, person_gender = NULL, person_relation = NULL
     WHERE booking_id IN (SELECT id FROM bookings WHERE user_id = $1)`,
    [userId],
  );
  const kept = await tx.query(
    `UPDATE bookings SET user_id = NULL, address_id = NULL, address_line1 = NULL, address_area = NULL, address_landmark = NULL,
       address_city = NULL, address_pincode = NULL, cancel_reason = NULL
     WHERE user_id = $1 RETURNING 1`,
    [userId],
  );
  await tx.query('DELETE FROM login_codes WHERE phone_number = $1', [number]);
  await tx.query('DELETE FROM device_keys WHERE phone_number = $1', [number]);
  await tx.query('UPDATE otp_sends SET phone_number = $2 WHERE phone_number = $1', [number, erasedNumberOf(hashKey, number)]);
  // The day's count of wrong codes for the number ends: only the owner, with the right code, gets
  // this far, so no guesser can reset it this way (the send budget, which strangers spend, stays).
  await tx.query('DELETE FROM rate_counts WHERE subject = $1', [wrongCodesOfNumber(number)]);
  // Sessions, the cart, people, addresses, the hold and consents go with the user (ON DELETE CASCADE).
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
  await tx.query('INSERT INTO erasures (id, erased_at, bookings_kept) VALUES ($1, $2, $3)', [randomUUID(), now, kept.length]);
  return kept.length;
}
