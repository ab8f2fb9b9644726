import type { Queryable } from '../db/database';
import { parseSlotId, slotEnd } from '../../../src/domain/booking';
import type { Booking, BookingItem, BookingStatus, Gender, Relation, StatusChange } from '../../../src/domain/booking';

/** A `bookings` row as `bookingColumns` selects it. */
export interface BookingRow {
  id: string;
  number: string;
  status: BookingStatus;
  slot_id: string;
  address_id: string;
  address_line1: string;
  address_area: string;
  address_landmark: string | null;
  address_city: string;
  address_pincode: string;
  collection_fee: number;
  total: number;
  cancel_reason: string | null;
}

export const bookingColumns = `b.id, b.number, b.status, b.slot_id, b.address_id, b.address_line1, b.address_area,
  b.address_landmark, b.address_city, b.address_pincode, b.collection_fee, b.total, b.cancel_reason`;

interface ItemRow {
  booking_id: string;
  test_id: string;
  test_name: string;
  price: number;
  person_id: string;
  person_name: string;
  person_age: number;
  person_gender: Gender;
  person_relation: Relation;
}

/** One of the user's own bookings, or undefined (another user's id is as unknown as a made-up one). */
export async function findBooking(db: Queryable, userId: string, bookingId: string): Promise<Booking | undefined> {
  const rows = await db.query<BookingRow>(`SELECT ${bookingColumns} FROM bookings b WHERE b.user_id = $1 AND b.id = $2`, [userId, bookingId]);
  return (await bookingAnswers(db, rows))[0];
}

/** The user's bookings, newest first. */
export async function listBookings(db: Queryable, userId: string): Promise<Booking[]> {
  const rows = await db.query<BookingRow>(
    `SELECT ${bookingColumns} FROM bookings b WHERE b.user_id = $1 ORDER BY b.created_at DESC, b.number DESC`,
    [userId],
  );
  return bookingAnswers(db, rows);
}

/** Rows as answered, with their items and history read in two statements for all of them. */
export async function bookingAnswers(db: Queryable, rows: readonly BookingRow[]): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db.query<ItemRow>(
    `SELECT booking_id, test_id, test_name, price, person_id, person_name, person_age, person_gender, person_relation
     FROM booking_items WHERE booking_id = ANY($1) ORDER BY booking_id, position`,
    [ids],
  );
  const history = await db.query<{ booking_id: string; status: BookingStatus; at: Date }>(
    'SELECT booking_id, status, at FROM booking_history WHERE booking_id = ANY($1) ORDER BY booking_id, step',
    [ids],
  );
  return rows.map((row) => bookingAnswer(
    row,
    items.filter((item) => item.booking_id === row.id).map(itemAnswer),
    history.filter((change) => change.booking_id === row.id).map(({ status, at }): StatusChange => ({ status, at: new Date(at).toISOString() })),
  ));
}

function bookingAnswer(row: BookingRow, items: BookingItem[], history: StatusChange[]): Booking {
  const slot = parseSlotId(row.slot_id) ?? { date: '', start: '' };
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    date: slot.date,
    start: slot.start,
    end: slot.start === '' ? '' : slotEnd(slot.start),
    address: {
      _id: row.address_id,
      line1: row.address_line1,
      area: row.address_area,
      ...(row.address_landmark === null ? {} : { landmark: row.address_landmark }),
      city: row.address_city,
      pincode: row.address_pincode,
    },
    items,
    collectionFee: row.collection_fee,
    total: row.total,
    history,
    ...(row.cancel_reason === null ? {} : { cancelReason: row.cancel_reason }),
  };
}

function itemAnswer(row: ItemRow): BookingItem {
  return {
    testId: row.test_id,
    name: row.test_name,
    price: row.price,
    person: { _id: row.person_id, name: row.person_name, age: row.person_age, gender: row.person_gender, relation: row.person_relation },
  };
}
