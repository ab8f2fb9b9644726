import type { Gender, Relation } from '../domain/booking';
import { callApi } from './callApi';
import { callMessages } from './callMessages';
import { apiFetch, authorizationHeaders } from './client';
import { dataList } from './parse';
import { dataOf, parseAddress, parseBooking, parsePerson } from './bookingParse';

/** What a new person is sent as: `consent` to the personal-data notice, and a guardian's for a child. */
export interface NewPerson {
  name: string;
  age: number;
  gender: Gender;
  relation: Relation;
  consent: true;
  guardianConsent?: true;
}

export interface NewAddress {
  line1: string;
  area: string;
  landmark?: string;
  city: string;
  pincode: string;
  consent: true;
}

export interface NewBooking {
  holdId: string;
  addressId: string;
  items: { testId: string; personId: string }[];
}

const authorized = () => ({ headers: authorizationHeaders() });

/** Interface §3 `GET /booking/people`: the user's own people, kept for next time. */
export function fetchPeople() {
  return callApi(() => apiFetch('/api/v1/booking/people', authorized()), dataList(parsePerson), callMessages.load);
}

/** Interface §3 `POST /booking/people`. */
export function savePerson(person: NewPerson) {
  return callApi(
    () => apiFetch('/api/v1/booking/people', { method: 'POST', body: person, ...authorized() }),
    dataOf(parsePerson),
    callMessages.saveForBooking,
  );
}

/** Interface §3 `GET /booking/addresses`. */
export function fetchAddresses() {
  return callApi(() => apiFetch('/api/v1/booking/addresses', authorized()), dataList(parseAddress), callMessages.load);
}

/** Interface §3 `POST /booking/addresses`. */
export function saveAddress(address: NewAddress) {
  return callApi(
    () => apiFetch('/api/v1/booking/addresses', { method: 'POST', body: address, ...authorized() }),
    dataOf(parseAddress),
    callMessages.saveForBooking,
  );
}

/**
 * Interface §3 `POST /bookings`: `idempotencyKey` stays the same for every press that books the
 * same thing, so a retry after a lost answer gets the same booking back instead of a second one.
 */
export function createBooking(booking: NewBooking, idempotencyKey: string) {
  return callApi(
    () =>
      apiFetch('/api/v1/bookings', {
        method: 'POST',
        body: booking,
        headers: { ...authorizationHeaders(), 'Idempotency-Key': idempotencyKey },
      }),
    dataOf(parseBooking),
    callMessages.book,
  );
}
