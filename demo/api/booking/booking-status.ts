import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { BOOKING_MESSAGES, FASTING_CUTOFF } from '../../../src/domain/booking';
import type { BookingStatus } from '../../../src/domain/booking';

/** A booking about to change, locked for the rest of the transaction. */
export interface LockedBooking {
  id: string;
  userId: string;
  number: string;
  status: BookingStatus;
  slotId: string;
}

/**
 * Locks a booking for a change: the user's own (`userId`) or, for the operator, any. An unknown
 * id and another user's answer the same 404.
 */
export async function lockBooking(tx: Queryable, bookingId: string, userId?: string): Promise<LockedBooking> {
  const [booking] = await tx.query<LockedBooking>(
    `SELECT id, user_id AS "userId", number, status, slot_id AS "slotId" FROM bookings
     WHERE id = $1 AND ($2::text IS NULL OR user_id = $2) FOR UPDATE`,
    [bookingId, userId ?? null],
  );
  if (!booking) throw new HttpError(404, 'Booking not found');
  return booking;
}

/** The visitor changes a booking only while it is 'booked': a collector may already be on the way. */
export function assertStillBooked(booking: LockedBooking): void {
  if (booking.status !== 'booked') throw new HttpError(409, BOOKING_MESSAGES.notBooked);
}

/** Sets the status and adds it to the booking's history, as its next step. */
export async function recordStatus(tx: Queryable, bookingId: string, status: BookingStatus, now: Date): Promise<void> {
  await tx.query('UPDATE bookings SET status = $2 WHERE id = $1', [bookingId, status]);
  await tx.query(
    `INSERT INTO booking_history (booking_id, step, status, at)
     SELECT $1, count(*), $2, $3 FROM booking_history WHERE booking_id = $1`,
    [bookingId, status, now],
  );
}

/** A time from 11:00 on cannot take a booking whose tests need fasting (refused naming `holdId`). */
export async function assertFastingTime(tx: Queryable, testIds: readonly string[], start: string): Promise<void> {
  if (start < FASTING_CUTOFF) return;
  const [fasting] = await tx.query('SELECT 1 FROM tests WHERE id = ANY($1) AND fasting_required LIMIT 1', [[...testIds]]);
  if (fasting) throw new HttpError(400, `holdId: a test in this order needs fasting, so please pick a time starting before ${FASTING_CUTOFF}`);
}
