import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { isServiceablePincode } from '../../../src/lib/pincode';
import {
  addDays,
  BOOKING_DAYS,
  BOOKING_MESSAGES,
  bookingDates,
  isCalendarDate,
  isTimeOffered,
  SLOT_STARTS,
  slotEnd,
  slotId,
} from '../../../src/domain/booking';
import type { SlotDay } from '../../../src/domain/booking';

/** What `GET /booking/slots` asks: the days from `from` on, and whether fasting limits the times. */
export interface SlotQuery {
  from: string | undefined;
  days: number;
  fasting: boolean;
}

/** Reads the query, refusing with a 400 that names the parameter; an unserved pin code is a 404. */
export function readSlotQuery(query: Record<string, string>): SlotQuery {
  const { pincode, from, days = String(BOOKING_DAYS), fasting = 'false' } = query;
  if (pincode === undefined || !/^\d{6}$/.test(pincode)) throw new HttpError(400, 'pincode must be a 6-digit pin code');
  if (!isServiceablePincode(pincode)) throw new HttpError(404, BOOKING_MESSAGES.serviceNotAvailable);
  if (from !== undefined && !isCalendarDate(from)) throw new HttpError(400, 'from must be a date, YYYY-MM-DD');
  if (!/^[1-9]\d*$/.test(days) || Number(days) > BOOKING_DAYS) throw new HttpError(400, `days must be a whole number from 1 to ${BOOKING_DAYS}`);
  if (fasting !== 'true' && fasting !== 'false') throw new HttpError(400, 'fasting must be true or false');
  return { from, days: Number(days), fasting: fasting === 'true' };
}

/**
 * The days asked for that are offered (today and the next 6), each with the times still offered
 * now and the places left on each: the real count of places not held or booked.
 */
export async function listSlotDays(db: Queryable, capacity: number, query: SlotQuery, now: Date): Promise<SlotDay[]> {
  const offered = bookingDates(now);
  const first = query.from ?? offered[0] ?? '';
  const dates = Array.from({ length: query.days }, (_, index) => addDays(first, index)).filter((date) => offered.includes(date));
  const days = dates.map((date) => ({
    date,
    starts: SLOT_STARTS.filter((start) => isTimeOffered(date, start, now, query.fasting)),
  }));
  const taken = await takenPlaces(db, days.flatMap(({ date, starts }) => starts.map((start) => slotId(date, start))), now);
  return days.map(({ date, starts }) => ({
    date,
    slots: starts.map((start) => {
      const id = slotId(date, start);
      return { id, start, end: slotEnd(start), left: Math.max(0, capacity - (taken.get(id) ?? 0)) };
    }),
  }));
}

/**
 * Places taken on each time: holds not yet expired and bookings not cancelled, read in one
 * statement so a hold turning into a booking is never counted twice nor missed. A user's own
 * hold is left out when they are about to replace it (`exceptHoldOf`).
 */
export async function takenPlaces(db: Queryable, slotIds: readonly string[], now: Date, exceptHoldOf = ''): Promise<Map<string, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db.query<{ slot_id: string; taken: number }>(
    `SELECT slot_id, count(*)::int AS taken FROM (
       SELECT slot_id FROM booking_holds WHERE slot_id = ANY($1) AND expires_at > $2 AND user_id <> $3
       UNION ALL
       SELECT slot_id FROM bookings WHERE slot_id = ANY($1) AND status <> 'cancelled'
     ) AS places GROUP BY slot_id`,
    [slotIds, now, exceptHoldOf],
  );
  return new Map(rows.map((row) => [row.slot_id, row.taken]));
}
