import { expect } from 'vitest';
import { logIn } from './login';
import type { RequestOptions, TestServer } from './test-server';

/**
 * Monday 2030-01-07, 08:00 in Kolkata (02:30 UTC): booking tests start their clock here, so
 * today's 10:00 is the first time offered and tomorrow is 2030-01-08.
 */
export const mondayMorning = new Date('2030-01-07T02:30:00Z');
export const today = '2030-01-07';
export const tomorrow = '2030-01-08';

/** A served pin code of the checker's list (product §9). */
export const servedPincode = '560001';

export const homeAddress = { line1: '12, 3rd Cross, Sampige Road', area: 'Malleswaram', city: 'Bengaluru', pincode: '560003', consent: true };
export const me = { name: 'Asha Rao', age: 34, gender: 'female', relation: 'self', consent: true };

/** A logged-in user with a person (themself) and an address, ready to book. */
export interface Booker {
  token: string;
  userId: string;
  phoneNumber: string;
  personId: string;
  addressId: string;
  /** A call with this user's token. */
  call(method: string, path: string, options?: RequestOptions): ReturnType<TestServer['request']>;
}

export async function readyToBook(server: TestServer, phoneNumber: string): Promise<Booker> {
  const { token, userId } = await logIn(server, phoneNumber);
  const call: Booker['call'] = (method, path, options = {}) => server.request(method, path, { ...options, token });
  const person = await call('POST', '/api/v1/booking/people', { body: me });
  expect(person.status).toBe(201);
  const address = await call('POST', '/api/v1/booking/addresses', { body: homeAddress });
  expect(address.status).toBe(201);
  return { token, userId, phoneNumber, call, personId: idOf(person), addressId: idOf(address) };
}

/** Holds a time and returns the hold's id (the hold must be given). */
export async function hold(booker: Booker, slotId: string): Promise<string> {
  const held = await booker.call('POST', '/api/v1/booking/holds', { body: { slotId } });
  expect(held.status).toBe(201);
  return (held.body as { data: { holdId: string } }).data.holdId;
}

/** Books `testIds` for the booker themself on a new hold of `slotId`, with a fresh key. */
export async function book(booker: Booker, slotId: string, testIds: string[] = ['tsh']) {
  const holdId = await hold(booker, slotId);
  const body = { holdId, addressId: booker.addressId, items: testIds.map((testId) => ({ testId, personId: booker.personId })) };
  return booker.call('POST', '/api/v1/bookings', { body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
}

/** The `_id` of a created (201) answer's data. */
export function idOf(response: { body: unknown }): string {
  return (response.body as { data: { _id: string } }).data._id;
}
