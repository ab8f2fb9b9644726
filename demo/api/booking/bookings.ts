import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import {
  BOOKING_MESSAGES,
  collectionFee,
  kolkataDate,
  kolkataInstant,
  MAX_BOOKINGS_PER_DAY,
  MAX_PEOPLE_PER_BOOKING,
} from '../../../src/domain/booking';
import type { Person } from '../../../src/domain/booking';
import { findAddress } from './addresses';
import { idField } from './booking-fields';
import { lockUserBookings } from './booking-locks';
import { takeHold } from './holds';
import { bookingOfKey, requestHash } from './idempotency';
import { assertFastingTime, recordStatus } from './booking-status';

/** What `POST /bookings` asks, once checked. */
export interface NewBooking {
  holdId: string;
  addressId: string;
  items: { testId: string; personId: string }[];
}

/** More lines than any family's order: a bigger body is a mistake or an attack. */
const maxItems = 50;

export function readNewBooking(body: Record<string, unknown>): NewBooking {
  const holdId = idField(body, 'holdId');
  const addressId = idField(body, 'addressId');
  const { items } = body;
  if (!Array.isArray(items) || items.length === 0 || items.length > maxItems) {
    throw new HttpError(400, `items must be a list of 1 to ${maxItems} tests, each {testId, personId}`);
  }
  const lines = items.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new HttpError(400, `items[${index}] must be {testId, personId}`);
    const line = item as Record<string, unknown>;
    return { testId: idField(line, 'testId', `items[${index}].testId`), personId: idField(line, 'personId', `items[${index}].personId`) };
  });
  if (new Set(lines.map(({ testId, personId }) => `${testId}\n${personId}`)).size !== lines.length) {
    throw new HttpError(400, 'items must not name the same test for the same person twice');
  }
  if (new Set(lines.map(({ personId }) => personId)).size > MAX_PEOPLE_PER_BOOKING) throw new HttpError(400, BOOKING_MESSAGES.tooManyPeople);
  return { holdId, addressId, items: lines };
}

/**
 * Books the user's held time in one transaction: the hold becomes the booking, or nothing
 * changes. Under the user's lock, so a retry racing its original finds the booking its key made
 * (`created: false`). Prices, names, who and where are copied from the catalogue and the user's
 * own rows as they are now.
 */
export function createBooking(db: Database, userId: string, key: string, request: NewBooking, now: Date) {
  const hash = requestHash(request);
  return db.transaction(async (tx) => {
    await lockUserBookings(tx, userId);
    const earlier = await bookingOfKey(tx, userId, key, hash);
    if (earlier !== undefined) return { id: earlier, created: false as const };
    return { ...(await insertBooking(tx, userId, key, hash, request, now)), created: true as const };
  });
}

async function insertBooking(tx: Queryable, userId: string, key: string, hash: string, request: NewBooking, now: Date) {
  await assertUnderDailyLimit(tx, userId, now);
  const address = await findAddress(tx, userId, request.addressId);
  if (!address) throw new HttpError(404, 'Address not found');
  const people = await ownPeople(tx, userId, request.items.map(({ personId }) => personId));
  const tests = await orderedTests(tx, request.items.map(({ testId }) => testId));
  const lines = request.items.map(({ testId, personId }) => {
    const person = people.get(personId);
    if (!person) throw new HttpError(404, 'Person not found');
    const test = tests.get(testId);
    if (!test) throw new HttpError(400, `items: no test "${testId}" in the catalogue`);
    return { test, person };
  });
  const slot = await takeHold(tx, userId, request.holdId, now);
  await assertFastingTime(tx, [...tests.keys()], slot.start);
  const testsTotal = lines.reduce((sum, { test }) => sum + test.price, 0);
  const fee = collectionFee(testsTotal);
  const id = randomUUID();
  const [sequence] = await tx.query<{ value: string }>("SELECT nextval('booking_numbers')::text AS value");
  const number = `BK${sequence?.value ?? ''}`;
  await tx.query(
    `INSERT INTO bookings (id, number, user_id, idempotency_key, request_hash, status, slot_id, address_id, address_line1,
       address_area, address_landmark, address_city, address_pincode, collection_fee, total, created_at)
     VALUES ($1, $2, $3, $4, $5, 'booked', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [id, number, userId, key, hash, slot.slotId, address._id, address.line1, address.area, address.landmark ?? null, address.city,
      address.pincode, fee, testsTotal + fee, now],
  );
  for (const [position, { test, person }] of lines.entries()) {
    await tx.query(
      `INSERT INTO booking_items (booking_id, position, test_id, test_name, price, person_id, person_name, person_age, person_gender, person_relation)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [id, position, test.id, test.name, test.price, person._id, person.name, person.age, person.gender, person.relation],
    );
  }
  await recordStatus(tx, id, 'booked', now);
  return { id, number, slotId: slot.slotId };
}

async function assertUnderDailyLimit(tx: Queryable, userId: string, now: Date): Promise<void> {
  const [made] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM bookings WHERE user_id = $1 AND created_at >= $2',
    [userId, kolkataInstant(kolkataDate(now), '00:00')],
  );
  if ((made?.count ?? 0) >= MAX_BOOKINGS_PER_DAY) throw new HttpError(429, BOOKING_MESSAGES.dailyLimit);
}

/** The user's own people among those named (another user's are not found, as unknown ones). */
async function ownPeople(tx: Queryable, userId: string, personIds: string[]): Promise<Map<string, Person>> {
  const rows = await tx.query<Person>(
    'SELECT id AS "_id", name, age, gender, relation FROM booking_people WHERE user_id = $1 AND id = ANY($2)',
    [userId, [...new Set(personIds)]],
  );
  return new Map(rows.map((person) => [person._id, person]));
}

interface OrderedTest {
  id: string;
  name: string;
  price: number;
}

/** The catalogue's tests among those named, with today's prices. */
async function orderedTests(tx: Queryable, testIds: string[]): Promise<Map<string, OrderedTest>> {
  const rows = await tx.query<OrderedTest>('SELECT id, name, price FROM tests WHERE id = ANY($1)', [[...new Set(testIds)]]);
  return new Map(rows.map((test) => [test.id, test]));
}
