import { atom, onMount } from 'nanostores';
import type { ApiOutcome } from '../../api/callApi';
import { fetchBooking, fetchBookings } from '../../api/bookings';
import '../apiConnection';
import type { Booking } from '../../domain/booking';
import { $userId } from '../session';

/**
 * The logged-in visitor's bookings, newest first: `undefined` until the server has answered (or
 * after a logout, so another login on this page never sees them).
 */
export const $bookings = atom<Booking[] | undefined>(undefined);
/** Whether the last read of the list failed: My bookings then offers Retry, not "no bookings". */
export const $bookingsLoadFailed = atom(false);

/** When a booking was made: its first step in the history (the server writes it on booking). */
export const bookedAt = (booking: Booking): string => booking.history[0]?.at ?? '';

const newestFirst = (bookings: Booking[]) => [...bookings].sort((a, b) => bookedAt(b).localeCompare(bookedAt(a)));

onMount($bookings, () =>
  $userId.listen(() => {
    $bookings.set(undefined);
    $bookingsLoadFailed.set(false);
  }),
);

let latestRead = 0;

/** Reads the list (again, for Retry); resolves with the outcome so a 401 can end the session. */
export async function loadBookings(): Promise<ApiOutcome<Booking[]>> {
  latestRead += 1;
  const read = latestRead;
  $bookingsLoadFailed.set(false);
  const outcome = await fetchBookings();
  if (read !== latestRead) return outcome;
  if (outcome.ok) $bookings.set(newestFirst(outcome.value));
  else $bookingsLoadFailed.set(true);
  return outcome;
}

/** Puts the server's newer copy of one booking in the list (a change, or a confirmation's read). */
export function keepBooking(booking: Booking): void {
  const list = $bookings.get();
  if (list) $bookings.set(list.map((known) => (known._id === booking._id ? booking : known)));
}

/**
 * One booking for the confirmation, always from the server so a reload shows the truth; an id
 * the server does not know for this user (404: unknown, or another user's) is `null`.
 */
export async function readBooking(id: string): Promise<ApiOutcome<Booking | null>> {
  const outcome = await fetchBooking(id);
  if (outcome.ok) keepBooking(outcome.value);
  if (!outcome.ok && outcome.status === 404) return { ok: true, value: null };
  return outcome;
}
