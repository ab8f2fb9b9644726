import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataOf } from './support/login';
import { book, hold, homeAddress, idOf, me, mondayMorning, readyToBook, servedPincode, tomorrow } from './support/booking';
import type { Booker } from './support/booking';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

interface BookingAnswer {
  _id: string;
  number: string;
  status: string;
  date: string;
  start: string;
  items: { testId: string; person: { _id: string } }[];
  history: { status: string; at: string }[];
}

let server: TestServer;
let asha: Booker;
let ravi: Booker;
/** Books with a fresh Idempotency-Key, the one given, or none (null). */
const post = (booker: Booker, body: unknown, key: string | null = crypto.randomUUID()) =>
  booker.call('POST', '/api/v1/bookings', { body, headers: key === null ? {} : { 'Idempotency-Key': key } });
const leftOn = async (slotId: string) => {
  const days = dataOf<{ slots: { id: string; left: number }[] }[]>(
    await server.request('GET', `/api/v1/booking/slots?pincode=${servedPincode}&from=${slotId.slice(0, 10)}&days=1`),
  );
  return days[0]?.slots.find((slot) => slot.id === slotId)?.left;
};
const addPerson = async (booker: Booker, name: string, relation = 'spouse') =>
  idOf(await booker.call('POST', '/api/v1/booking/people', { body: { ...me, name, relation } }));

beforeAll(async () => {
  server = await startTestServer({ startTime: mondayMorning });
  asha = await readyToBook(server, '9876503001');
  ravi = await readyToBook(server, '9876503002');
});
afterAll(() => server.close());

describe('a booking', () => {
  it('is made from a hold with 201: the tests with prices for each person, the address, the time, fee and total', async () => {
    const slotId = `${tomorrow}T07:00`;
    const holdId = await hold(asha, slotId);
    const made = await post(asha, { holdId, addressId: asha.addressId, items: [{ testId: 'tsh', personId: asha.personId }] });
    expect(made.status).toBe(201);
    const booking = (made.body as { data: unknown }).data;
    expect(booking).toEqual({
      _id: expect.any(String),
      number: expect.stringMatching(/^BK\d{6,}$/),
      status: 'booked',
      date: tomorrow,
      start: '07:00',
      end: '08:00',
      address: { _id: asha.addressId, ...homeAddress, consent: undefined },
      items: [{ testId: 'tsh', name: 'TSH (Thyroid Stimulating Hormone)', price: 249, person: { _id: asha.personId, name: 'Asha Rao', age: 34, gender: 'female', relation: 'self' } }],
      collectionFee: 100,
      total: 349,
      history: [{ status: 'booked', at: server.clock.now().toISOString() }],
    });
    expect(await leftOn(slotId)).toBe(2);
    // The hold became the booking: it cannot book a second time.
    expect(await post(asha, { holdId, addressId: asha.addressId, items: [{ testId: 'tsh', personId: asha.personId }] })).toMatchObject({
      status: 409,
      body: { success: false, message: 'Your held time has run out. Please pick a time again.' },
    });
    await expect.poll(() => server.sender.latestTextFor(asha.phoneNumber)).toMatch(
      /^Booking BK\d+ confirmed: home sample collection on Tue, 8 Jan, 07:00–08:00\. Pay at collection \(cash or UPI\)\.$/,
    );
  });

  it('has no collection fee from ₹500, and a test for two people counts twice', async () => {
    const free = dataOf<{ collectionFee: number; total: number }>({ ...(await book(asha, `${tomorrow}T08:00`, ['tsh', 'cbc'])), status: 200 });
    expect(free).toMatchObject({ collectionFee: 0, total: 548 });
    const spouse = await addPerson(asha, 'Kiran Rao');
    const holdId = await hold(asha, `${tomorrow}T09:00`);
    const twice = await post(asha, { holdId, addressId: asha.addressId, items: [{ testId: 'tsh', personId: asha.personId }, { testId: 'tsh', personId: spouse }] });
    expect((twice.body as { data: unknown }).data).toMatchObject({ collectionFee: 100, total: 598, items: [{ price: 249 }, { price: 249, person: { name: 'Kiran Rao' } }] });
  });

  it('retried with the same Idempotency-Key and body is the same booking (200), also when retries race', async () => {
    const holdId = await hold(asha, `${tomorrow}T10:00`);
    const body = { holdId, addressId: asha.addressId, items: [{ testId: 'cbc', personId: asha.personId }] };
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(asha, body, key)));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map(idOf)).size).toBe(1);
    const again = await post(asha, body, key);
    expect(again.status).toBe(200);
    expect(idOf(again)).toBe(idOf(answers[0] ?? again));
    const bookings = dataOf<BookingAnswer[]>(await asha.call('GET', '/api/v1/bookings'));
    expect(bookings.filter(({ start, date }) => date === tomorrow && start === '10:00')).toHaveLength(1);
    expect(await leftOn(`${tomorrow}T10:00`)).toBe(2);
  });

  it('with a used Idempotency-Key and another body is 422; without a key, 400', async () => {
    const holdId = await hold(asha, `${tomorrow}T11:00`);
    const body = { holdId, addressId: asha.addressId, items: [{ testId: 'cbc', personId: asha.personId }] };
    const key = crypto.randomUUID();
    expect((await post(asha, body, key)).status).toBe(201);
    expect(await post(asha, { ...body, items: [{ testId: 'tsh', personId: asha.personId }] }, key)).toMatchObject({
      status: 422,
      body: { success: false, message: 'This Idempotency-Key was used for another booking.' },
    });
    expect(await post(asha, body, null)).toMatchObject({ status: 400, body: { message: 'An Idempotency-Key header is needed to book.' } });
    // Another user's key is theirs alone.
    const ravisHold = await hold(ravi, `${tomorrow}T11:00`);
    expect((await post(ravi, { holdId: ravisHold, addressId: ravi.addressId, items: [{ testId: 'cbc', personId: ravi.personId }] }, key)).status).toBe(201);
  });

  it('of an expired hold is refused with 409, and the place was free for others meanwhile', async () => {
    const slotId = `${tomorrow}T12:00`;
    const holdId = await hold(asha, slotId);
    server.clock.advance(600_000);
    expect(await leftOn(slotId)).toBe(3);
    expect(await post(asha, { holdId, addressId: asha.addressId, items: [{ testId: 'tsh', personId: asha.personId }] })).toMatchObject({
      status: 409,
      body: { message: 'Your held time has run out. Please pick a time again.' },
    });
    expect((await post(asha, { holdId: 'no-such-hold', addressId: asha.addressId, items: [{ testId: 'tsh', personId: asha.personId }] })).status).toBe(409);
  });

  it('needing fasting is refused at 11:00 or later (400 naming holdId), and the hold stays', async () => {
    const holdId = await hold(asha, `${tomorrow}T14:00`);
    const body = { holdId, addressId: asha.addressId, items: [{ testId: 'lipid-profile', personId: asha.personId }] };
    expect(await post(asha, body)).toMatchObject({
      status: 400,
      body: { message: 'holdId: a test in this order needs fasting, so please pick a time starting before 11:00' },
    });
    expect(await leftOn(`${tomorrow}T14:00`)).toBe(2);
    const morning = await hold(asha, '2030-01-09T06:00');
    expect((await post(asha, { ...body, holdId: morning })).status).toBe(201);
  });

  it.each([
    [{ items: [] }, 'items must be a list of 1 to 50 tests, each {testId, personId}'],
    [{ items: 'tsh' }, 'items must be a list of 1 to 50 tests, each {testId, personId}'],
    [{ items: [null] }, 'items[0] must be {testId, personId}'],
    [{ items: [{ testId: 'tsh' }] }, 'items[0].personId is required'],
    [{ items: [{ testId: 'no-such-test', personId: 'PERSON' }] }, 'items: no test "no-such-test" in the catalogue'],
    [{ items: [{ testId: 'tsh', personId: 'PERSON' }, { testId: 'tsh', personId: 'PERSON' }] }, 'items must not name the same test for the same person twice'],
    [{ holdId: 42 }, 'holdId is required'],
    [{ addressId: undefined }, 'addressId is required'],
  ])('is refused with a 400 naming the field: %j', async (change, message) => {
    const holdId = await hold(asha, `${tomorrow}T15:00`);
    const body = { holdId, addressId: asha.addressId, items: [{ testId: 'tsh', personId: 'PERSON' }], ...change };
    const withPerson = JSON.parse(JSON.stringify(body).replaceAll('PERSON', asha.personId)) as unknown;
    expect(await post(asha, withPerson)).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('is for at most 5 people', async () => {
    const people = [asha.personId];
    for (const name of ['A', 'B', 'C', 'D', 'E']) people.push(await addPerson(asha, `Relative ${name}`, 'other'));
    const holdId = await hold(asha, `${tomorrow}T16:00`);
    const items = people.map((personId) => ({ testId: 'cbc', personId }));
    expect(await post(asha, { holdId, addressId: asha.addressId, items })).toMatchObject({
      status: 400,
      body: { message: 'At most 5 people can be tested in one booking (items).' },
    });
    expect((await post(asha, { holdId, addressId: asha.addressId, items: items.slice(0, 5) })).status).toBe(201);
  });

  it('names only the user’s own people and addresses: another user’s answer 404 like unknown ones', async () => {
    const holdId = await hold(ravi, `${tomorrow}T16:00`);
    const own = { holdId, addressId: ravi.addressId, items: [{ testId: 'tsh', personId: ravi.personId }] };
    expect(await post(ravi, { ...own, addressId: asha.addressId })).toMatchObject({ status: 404, body: { message: 'Address not found' } });
    expect(await post(ravi, { ...own, items: [{ testId: 'tsh', personId: asha.personId }] })).toMatchObject({ status: 404, body: { message: 'Person not found' } });
    expect(await post(ravi, { ...own, items: [{ testId: 'tsh', personId: 'unknown' }] })).toMatchObject({ status: 404, body: { message: 'Person not found' } });
  });

  it('keeps who was tested as they were when booked, after the person is removed', async () => {
    const kid = idOf(await asha.call('POST', '/api/v1/booking/people', { body: { ...me, name: 'Meera Rao', age: 9, relation: 'child', guardianConsent: true } }));
    const holdId = await hold(asha, '2030-01-09T07:00');
    const made = await post(asha, { holdId, addressId: asha.addressId, items: [{ testId: 'cbc', personId: kid }] });
    expect((await asha.call('DELETE', `/api/v1/booking/people/${kid}`)).status).toBe(200);
    const read = dataOf<BookingAnswer>(await asha.call('GET', `/api/v1/bookings/${idOf(made)}`));
    expect(read.items[0]?.person).toEqual({ _id: kid, name: 'Meera Rao', age: 9, gender: 'female', relation: 'child' });
  });
});

describe('the user’s bookings', () => {
  it('are listed newest first, each read on its own, and survive a restart', async () => {
    server.clock.advance(1000);
    const newest = idOf(await book(asha, '2030-01-10T07:00'));
    const list = dataOf<BookingAnswer[]>(await asha.call('GET', '/api/v1/bookings'));
    expect(list[0]?._id).toBe(newest);
    await server.restart();
    expect(dataOf<BookingAnswer>(await asha.call('GET', `/api/v1/bookings/${newest}`))).toEqual(list[0]);
    expect(dataOf<BookingAnswer[]>(await asha.call('GET', '/api/v1/bookings'))).toEqual(list);
  });

  it('of another user answer 404 to every call, as an unknown id does', async () => {
    const [ashas] = dataOf<BookingAnswer[]>(await asha.call('GET', '/api/v1/bookings'));
    const id = ashas?._id ?? '';
    const holdId = await hold(ravi, '2030-01-11T07:00');
    for (const bookingId of [id, 'no-such-booking']) {
      expect(await ravi.call('GET', `/api/v1/bookings/${bookingId}`)).toMatchObject({ status: 404, body: { success: false, message: 'Booking not found' } });
      expect(await ravi.call('POST', `/api/v1/bookings/${bookingId}/reschedule`, { body: { holdId } })).toMatchObject({ status: 404, body: { message: 'Booking not found' } });
      expect(await ravi.call('POST', `/api/v1/bookings/${bookingId}/cancel`, { body: {} })).toMatchObject({ status: 404, body: { message: 'Booking not found' } });
    }
    expect(dataOf<BookingAnswer[]>(await ravi.call('GET', '/api/v1/bookings')).map(({ _id }) => _id)).not.toContain(id);
    expect(dataOf<BookingAnswer>(await asha.call('GET', `/api/v1/bookings/${id}`)).status).toBe('booked');
  });

  it('need a login', async () => {
    expect((await server.request('GET', '/api/v1/bookings')).status).toBe(401);
    expect((await server.request('POST', '/api/v1/bookings', { body: {}, headers: { 'Idempotency-Key': 'k' } })).status).toBe(401);
  });
});

describe('rescheduling and cancelling', () => {
  it('moves a booked visit to a newly held time: the old place is free again and the new one taken', async () => {
    const from = '2030-01-12T07:00';
    const to = '2030-01-12T08:00';
    const booking = idOf(await book(asha, from));
    const holdId = await hold(asha, to);
    const moved = await asha.call('POST', `/api/v1/bookings/${booking}/reschedule`, { body: { holdId } });
    expect(moved.status).toBe(200);
    expect((moved.body as { data: unknown }).data).toMatchObject({ _id: booking, status: 'booked', date: '2030-01-12', start: '08:00', end: '09:00' });
    expect([await leftOn(from), await leftOn(to)]).toEqual([3, 2]);
    await expect.poll(() => server.sender.latestTextFor(asha.phoneNumber)).toMatch(/^Booking BK\d+ moved: home sample collection now on Sat, 12 Jan, 08:00–09:00\.$/);
    expect(await asha.call('POST', `/api/v1/bookings/${booking}/reschedule`, { body: { holdId } })).toMatchObject({ status: 409 });
    expect(await asha.call('POST', `/api/v1/bookings/${booking}/reschedule`, { body: {} })).toMatchObject({ status: 400, body: { message: 'holdId is required' } });
  });

  it('cancels a booked visit with an optional reason; its place is free at once, and it cannot change after', async () => {
    const slotId = '2030-01-12T09:00';
    const booking = idOf(await book(asha, slotId));
    expect(await leftOn(slotId)).toBe(2);
    server.clock.advance(1000);
    const cancelled = await asha.call('POST', `/api/v1/bookings/${booking}/cancel`, { body: { reason: 'Travelling that day' } });
    expect(cancelled.status).toBe(200);
    const data = (cancelled.body as { data: BookingAnswer }).data;
    expect(data).toMatchObject({ status: 'cancelled', cancelReason: 'Travelling that day' });
    expect(data.history.map(({ status }) => status)).toEqual(['booked', 'cancelled']);
    expect(data.history[1]?.at).toBe(server.clock.now().toISOString());
    expect(await leftOn(slotId)).toBe(3);
    await expect.poll(() => server.sender.latestTextFor(asha.phoneNumber)).toMatch(/^Booking BK\d+ for Sat, 12 Jan, 09:00–10:00 is cancelled\.$/);
    const notBooked = { status: 409, body: { success: false, message: 'This booking can no longer be changed.' } };
    expect(await asha.call('POST', `/api/v1/bookings/${booking}/cancel`, { body: {} })).toMatchObject(notBooked);
    const holdId = await hold(asha, '2030-01-12T10:00');
    expect(await asha.call('POST', `/api/v1/bookings/${booking}/reschedule`, { body: { holdId } })).toMatchObject(notBooked);
    expect(await asha.call('POST', `/api/v1/bookings/${booking}/cancel`, { body: { reason: 'x'.repeat(201) } })).toMatchObject({
      status: 400,
      body: { message: 'reason must be at most 200 characters' },
    });
  });
});

describe('limits and logs', () => {
  it('allow at most 20 bookings a day per user (429), and more the next day', async () => {
    const busy = await readyToBook(server, '9876503009');
    const times = ['2030-01-08', '2030-01-09', '2030-01-10'].flatMap((date) => ['13:00', '14:00', '15:00', '16:00', '17:00', '06:00', '09:00'].map((start) => `${date}T${start}`));
    for (const slotId of times.slice(0, 20)) expect((await book(busy, slotId)).status).toBe(201);
    expect(await book(busy, times[20] ?? '')).toMatchObject({
      status: 429,
      body: { message: 'You can make at most 20 bookings a day. Please try again tomorrow.' },
    });
    server.clock.advance(24 * 3_600_000);
    expect((await book(busy, '2030-01-13T13:00')).status).toBe(201);
  });

  it('never write a name, an address or a whole phone number, also when an SMS fails', async () => {
    const logged: string[] = [];
    const capture = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(capture));
    try {
      // Refused by number: the previous test's notices may still be on their way (on PostgreSQL
      // one took a refusal meant for any number, and this booking's SMS went).
      server.sender.refuseNext = asha.phoneNumber;
      const made = await book(asha, '2030-01-13T07:00');
      expect(made.status).toBe(201);
      await expect.poll(() => logged.some((line) => line.includes('not sent'))).toBe(true);
      const number = (made.body as { data: { number: string } }).data.number;
      expect(logged).toContain(`Booking SMS (booked) of ${number} to 98xxxxxx01 not sent: SmsRefused`);
      for (const secret of [asha.phoneNumber, 'Asha', 'Sampige', 'Malleswaram']) expect(logged.join('\n')).not.toContain(secret);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
