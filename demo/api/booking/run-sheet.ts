import type { Queryable } from '../db/database';
import type { Booking } from '../../../src/domain/booking';
import { bookingAnswers, bookingColumns } from './booking-answers';
import type { BookingRow } from './booking-answers';

/** One visit on the run sheet: the booking and the number the collector calls. */
export type RunSheetVisit = Booking & { phoneNumber: string };

/**
 * Every booking of one day (Asia/Kolkata), in the order of the day, cancelled ones included so a
 * collector sees the visit is off.
 */
export async function runSheet(db: Queryable, date: string): Promise<RunSheetVisit[]> {
  const rows = await db.query<BookingRow & { phone_number: string }>(
    `SELECT ${bookingColumns}, u.phone_number FROM bookings b JOIN users u ON u.id = b.user_id
     WHERE left(b.slot_id, 10) = $1 ORDER BY b.slot_id, b.number`,
    [date],
  );
  const bookings = await bookingAnswers(db, rows);
  return bookings.map((booking, index) => ({ ...booking, phoneNumber: rows[index]?.phone_number ?? '' }));
}
