import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { BOOKING_MESSAGES, isTimeOffered, parseSlotId, slotEnd } from '../../../src/domain/booking';
import type { Hold } from '../../../src/domain/booking';
import type { BookingSettings } from './booking-settings';
import { lockSlot, lockUserBookings } from './booking-locks';
import { takenPlaces } from './slots';

/**
 * Holds a place on a time for the user for `holdSeconds`, replacing their earlier hold. The
 * time's lock makes counting and taking one step on every instance: with 3 places, 50 holds at
 * once give exactly 3. A time no longer offered (past, under 2 hours ahead, beyond the 7 days)
 * is a 400; fasting is checked when the hold is booked, where the tests are known.
 */
export async function placeHold(db: Database, settings: BookingSettings, userId: string, slotIdAsked: string, now: Date): Promise<Hold> {
  const slot = parseSlotId(slotIdAsked);
  if (!slot || !isTimeOffered(slot.date, slot.start, now, false)) {
    throw new HttpError(400, 'slotId must be a time still offered (today and the next 6 days, at least 2 hours ahead)');
  }
  const hold: Hold = {
    holdId: randomUUID(),
    slotId: slotIdAsked,
    date: slot.date,
    start: slot.start,
    end: slotEnd(slot.start),
    expiresAt: new Date(now.getTime() + settings.holdSeconds * 1000).toISOString(),
  };
  await db.transaction(async (tx) => {
    // Always the user's lock before a time's: two locks taken in one order never deadlock.
    await lockUserBookings(tx, userId);
    await lockSlot(tx, hold.slotId);
    const taken = (await takenPlaces(tx, [hold.slotId], now, userId)).get(hold.slotId) ?? 0;
    if (taken >= settings.slotCapacity) throw new HttpError(409, BOOKING_MESSAGES.slotFull);
    await tx.query(
      `INSERT INTO booking_holds (id, user_id, slot_id, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET id = $1, slot_id = $3, expires_at = $4`,
      [hold.holdId, userId, hold.slotId, hold.expiresAt],
    );
  });
  return hold;
}

/** Gives the place back; false when the user holds nothing by that id. */
export async function releaseHold(db: Queryable, userId: string, holdId: string): Promise<boolean> {
  const released = await db.query('DELETE FROM booking_holds WHERE user_id = $1 AND id = $2 RETURNING 1', [userId, holdId]);
  return released.length > 0;
}

/**
 * Takes the user's live hold in the caller's transaction, which books its place: the place
 * passes from the hold to the booking at once. An expired, released or unknown hold is a 409.
 */
export async function takeHold(tx: Queryable, userId: string, holdId: string, now: Date): Promise<{ slotId: string; date: string; start: string }> {
  const [taken] = await tx.query<{ slot_id: string }>(
    'DELETE FROM booking_holds WHERE user_id = $1 AND id = $2 AND expires_at > $3 RETURNING slot_id',
    [userId, holdId, now],
  );
  const slot = taken && parseSlotId(taken.slot_id);
  if (!taken || !slot) throw new HttpError(409, BOOKING_MESSAGES.holdExpired);
  return { slotId: taken.slot_id, ...slot };
}
