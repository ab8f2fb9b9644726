import type { Gender, Relation } from '../domain/booking';
import { callApi } from './callApi';
import { callMessages, type CallMessages } from './callMessages';
import { apiFetch, authorizationHeaders } from './client';
import { dataList, dataOf } from './parse';
import { parseAddress, parseBooking, parsePerson } from './parseBooking';

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

/**
 * The checkout's own messages, kept here rather than with product §8's in callMessages.ts, which
 * every element's HTTP client carries: only the lazy checkout needs these.
 */
const checkoutMessages = {
  /** A person or an address kept for the checkout: the server's English 400s stay out of other languages. */
  save: { failed: 'checkout.save.failed', error: 'checkout.save.error', preferServerMessage: false },
  /** The server's message is read only to tell its refusals apart (bookingConfirmation.ts); it is never shown. */
  book: { failed: 'checkout.book.failed', error: 'checkout.book.error', preferServerMessage: true },
} as const satisfies Record<string, CallMessages>;

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
    checkoutMessages.save,
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
    checkoutMessages.save,
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
    checkoutMessages.book,
  );
}
