import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { canMoveTo } from '../../../src/domain/booking';
import type { BookingStatus } from '../../../src/domain/booking';
import { oneOf } from './booking-fields';
import { lockBooking, recordStatus } from './booking-status';
import type { LockedBooking } from './booking-status';

/** What the operator may set: 'booked' is only ever where a booking starts. */
const operatorStatuses = ['assigned', 'collected', 'reported', 'cancelled'] as const satisfies readonly BookingStatus[];

/**
 * Whether `token` is the operator's. Both sides are hashed first, so the comparison takes the
 * same time whatever the token's length and however much of it is right.
 */
export function isOperatorToken(expected: string, token: string | undefined): boolean {
  if (token === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(token));
}

/**
 * Moves any booking one step along booked → assigned → collected → reported, or cancels it
 * before the sample is collected (`canMoveTo`); any other move is a 409 naming both statuses.
 */
export function setStatusByOperator(db: Database, bookingId: string, body: Record<string, unknown>, now: Date): Promise<LockedBooking> {
  const status = oneOf(body, 'status', operatorStatuses);
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!canMoveTo(booking.status, status)) throw new HttpError(409, `A booking that is ${booking.status} cannot become ${status}.`);
    await recordStatus(tx, booking.id, status, now);
    return { ...booking, status };
  });
}
