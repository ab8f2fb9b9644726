import type { Database } from '../db/database';
import { CANCEL_REASON_MAX_LENGTH } from '../../../src/domain/booking';
import { idField, optionalText } from './booking-fields';
import { lockUserBookings } from './booking-locks';
import { assertFastingTime, assertStillBooked, lockBooking, recordStatus } from './booking-status';
import type { LockedBooking } from './booking-status';
import { takeHold } from './holds';

/**
 * Moves the user's booking to the time they hold, while it is still 'booked': the new place is
 * taken from the hold and the old one is free again, in one transaction.
 */
export function rescheduleBooking(db: Database, userId: string, bookingId: string, body: Record<string, unknown>, now: Date): Promise<LockedBooking> {
  const holdId = idField(body, 'holdId');
  return db.transaction(async (tx) => {
    await lockUserBookings(tx, userId);
    const booking = await lockBooking(tx, bookingId, userId);
    assertStillBooked(booking);
    const slot = await takeHold(tx, userId, holdId, now);
    const tests = await tx.query<{ test_id: string }>('SELECT test_id FROM booking_items WHERE booking_id = $1', [booking.id]);
    await assertFastingTime(tx, tests.map(({ test_id }) => test_id), slot.start);
    await tx.query('UPDATE bookings SET slot_id = $2 WHERE id = $1', [booking.id, slot.slotId]);
    return { ...booking, slotId: slot.slotId };
  });
}

/** Cancels the user's booking while it is still 'booked'; its place is free again at once. */
export function cancelBooking(db: Database, userId: string, bookingId: string, body: Record<string, unknown>, now: Date): Promise<LockedBooking> {
  const reason = optionalText(body, 'reason', CANCEL_REASON_MAX_LENGTH);
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId, userId);
    assertStillBooked(booking);
    await tx.query('UPDATE bookings SET cancel_reason = $2 WHERE id = $1', [booking.id, reason ?? null]);
    await recordStatus(tx, booking.id, 'cancelled', now);
    return booking;
  });
}
