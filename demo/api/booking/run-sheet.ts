import type { Queryable } from '../db/database';
import type { Booking, BookingItem } from '../../../src/domain/booking';
import { bookingAnswers, bookingColumns } from './booking-answers';
import type { BookingRow } from './booking-answers';

/** One visit on the run sheet: the booking and the number the collector calls. */
export type RunSheetVisit = (Booking & { phoneNumber: string }) | ErasedVisit;

/**
 * A booking whose account was erased: what the lab keeps of it (the tests, the date, the amount,
 * its statuses), with no one's name, number or address (interface §3, "Your data").
 */
export type ErasedVisit = Omit<Booking, 'address' | 'items'> & { erased: true; items: Pick<BookingItem, 'testId' | 'name' | 'price'>[] };

function erasedVisit({ address: _, items, ...kept }: Booking): ErasedVisit {
  return { ...kept, erased: true, items: items.map(({ testId, name, price }) => ({ testId, name, price })) };
}

/**
 * Every booking of one day (Asia/Kolkata), in the order of the day, cancelled ones included so a
 * collector sees the visit is off.
 */
export async function runSheet(db: Queryable, date: string): Promise<RunSheetVisit[]> {
  const rows = await db.query<BookingRow & { phone_number: string | null }>(
    `SELECT ${bookingColumns}, u.phone_number FROM bookings b LEFT JOIN users u ON u.id = b.user_id
     WHERE left(b.slot_id, 10) = $1 ORDER BY b.slot_id, b.number`,
    [date],
  );
  const bookings = await bookingAnswers(db, rows);
  return bookings.map((booking, index) => {
    const phoneNumber = rows[index]?.phone_number ?? null;
    return phoneNumber === null ? erasedVisit(booking) : { ...booking, phoneNumber };
  });
}
