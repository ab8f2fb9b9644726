import { authorizationHeaders, apiFetch } from './client';
import { callApi } from './callApi';
import { callMessages } from './callMessages';
import { parseBooking } from './parseBooking';
import { dataList, dataOf } from './parse';

/**
 * The visitor's own bookings (interface §3, "Booking"): every call carries the bearer token, and
 * the server answers another user's booking as an unknown one (404).
 */
const bookingData = dataOf(parseBooking);

const path = (id: string) => `/api/v1/bookings/${encodeURIComponent(id)}`;

/** `GET /bookings`: the user's bookings, as the server orders them. */
export function fetchBookings() {
  return callApi(
    () => apiFetch('/api/v1/bookings', { headers: authorizationHeaders() }),
    dataList(parseBooking),
    callMessages.load,
  );
}

/** `GET /bookings/:id`: one of the user's bookings; a 404 is a failure with that status. */
export function fetchBooking(id: string) {
  return callApi(() => apiFetch(path(id), { headers: authorizationHeaders() }), bookingData, callMessages.load);
}

/** `POST /bookings/:id/reschedule`: moves a booking still 'booked' to the time `holdId` holds. */
export function rescheduleBooking(id: string, holdId: string) {
  return callApi(
    () => apiFetch(`${path(id)}/reschedule`, { method: 'POST', body: { holdId }, headers: authorizationHeaders() }),
    bookingData,
    callMessages.rescheduleBooking,
  );
}

/** `POST /bookings/:id/cancel`: cancels a booking still 'booked'; an empty reason is not sent. */
export function cancelBooking(id: string, reason: string) {
  const trimmed = reason.trim();
  return callApi(
    () =>
      apiFetch(`${path(id)}/cancel`, {
        method: 'POST',
        body: trimmed ? { reason: trimmed } : {},
        headers: authorizationHeaders(),
      }),
    bookingData,
    callMessages.cancelBooking,
  );
}
