import type { MessageKey } from '../i18n';
import { BOOKING_DAYS } from '../domain/booking';
import { authorizationHeaders, apiFetch } from './client';
import { callApi, type ApiOutcome } from './callApi';
import { callMessages } from './callMessages';
import { succeeded } from './parse';
import { readHold, readSlotDays } from './parseBooking';

/**
 * A refusal whose status has a message of its own (a time taken meanwhile): English shows the
 * server's words, the other languages their text of the same message.
 */
function withStatusMessage<T>(outcome: ApiOutcome<T>, status: number, key: MessageKey): ApiOutcome<T> {
  if (outcome.ok || outcome.status !== status || !('key' in outcome.message)) return outcome;
  return { ...outcome, message: { key, serverText: outcome.message.serverText } };
}

/**
 * Interface §3 `GET /booking/slots`: today and the next 6 days from `from` (a Kolkata date), each
 * with its times and the places left; with `fasting`, only times before the fasting cut-off.
 */
export function fetchBookingSlots(pincode: string, from: string, fasting: boolean) {
  return callApi(
    () =>
      apiFetch('/api/v1/booking/slots', {
        query: { pincode, from, days: BOOKING_DAYS, fasting: String(fasting) },
      }),
    readSlotDays,
    callMessages.bookingSlots,
  );
}

/** Interface §3 `POST /booking/holds`: holds the time for the visitor; the server lets go of their earlier hold. */
export async function holdBookingSlot(slotId: string) {
  const outcome = await callApi(
    () =>
      apiFetch('/api/v1/booking/holds', {
        method: 'POST',
        body: { slotId },
        headers: authorizationHeaders(),
      }),
    readHold,
    callMessages.bookingHold,
  );
  return withStatusMessage(outcome, 409, 'bookingSlots.taken');
}

/** Interface §3 `DELETE /booking/holds/:holdId`: gives the place back at once, for the next visitor. */
export function releaseBookingSlot(holdId: string) {
  return callApi(
    () =>
      apiFetch(`/api/v1/booking/holds/${encodeURIComponent(holdId)}`, {
        method: 'DELETE',
        headers: authorizationHeaders(),
      }),
    succeeded,
    callMessages.bookingRelease,
  );
}
