import type { ApiOutcome } from '../../api/callApi';
import { cancelBooking as sendCancel, rescheduleBooking as sendReschedule } from '../../api/bookings';
import '../apiConnection';
import type { Booking } from '../../domain/booking';
import { keepBooking } from './bookingList';

/** A change under way, by booking id: a second press while it is in flight sends nothing more. */
const underWay = new Map<string, Promise<ApiOutcome<Booking>>>();

function once(id: string, send: () => Promise<ApiOutcome<Booking>>): Promise<ApiOutcome<Booking>> {
  let change = underWay.get(id);
  if (!change) {
    change = send()
      .then((outcome) => {
        if (outcome.ok) keepBooking(outcome.value);
        return outcome;
      })
      .finally(() => underWay.delete(id));
    underWay.set(id, change);
  }
  return change;
}

/** Cancels a booking still 'booked', with the visitor's reason when one was written. */
export function cancelBooking(id: string, reason: string): Promise<ApiOutcome<Booking>> {
  return once(id, () => sendCancel(id, reason));
}

/** Moves a booking still 'booked' to the time a hold keeps for the visitor. */
export function rescheduleBooking(id: string, holdId: string): Promise<ApiOutcome<Booking>> {
  return once(id, () => sendReschedule(id, holdId));
}
