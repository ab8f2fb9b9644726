import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from './support/login';
import { book, hold, mondayMorning, readyToBook, servedPincode, today, tomorrow } from './support/booking';
import type { Booker } from './support/booking';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

interface SlotDay {
  date: string;
  slots: { id: string; start: string; end: string; left: number }[];
}

let server: TestServer;
let asha: Booker;
let ravi: Booker;
const slots = (query: string) => server.request('GET', `/api/v1/booking/slots?${query}`);
const leftOn = async (slotId: string) => {
  const days = dataOf<SlotDay[]>(await slots(`pincode=${servedPincode}&from=${slotId.slice(0, 10)}&days=1`));
  return days[0]?.slots.find((slot) => slot.id === slotId)?.left;
};

beforeAll(async () => {
  server = await startTestServer({ startTime: mondayMorning, booking: { slotCapacity: 2, holdSeconds: 600 } });
  asha = await readyToBook(server, '9876501001');
  ravi = await readyToBook(server, '9876501002');
});
afterAll(() => server.close());

describe('the times offered', () => {
  it('are today and the next 6 days, each with 12 one-hour times from 06:00 to 18:00, without logging in', async () => {
    const days = dataOf<SlotDay[]>(await slots(`pincode=${servedPincode}`));
    expect(days.map(({ date }) => date)).toEqual([today, tomorrow, '2030-01-09', '2030-01-10', '2030-01-11', '2030-01-12', '2030-01-13']);
    expect(days[1]?.slots.map(({ start, end }) => `${start}–${end}`)).toEqual([
      '06:00–07:00', '07:00–08:00', '08:00–09:00', '09:00–10:00', '10:00–11:00', '11:00–12:00',
      '12:00–13:00', '13:00–14:00', '14:00–15:00', '15:00–16:00', '16:00–17:00', '17:00–18:00',
    ]);
    expect(days[1]?.slots[0]).toEqual({ id: `${tomorrow}T06:00`, start: '06:00', end: '07:00', left: 2 });
  });

  it('today start at least 2 hours ahead (08:00 now: from 10:00)', async () => {
    const [first] = dataOf<SlotDay[]>(await slots(`pincode=${servedPincode}&days=1`));
    expect(first?.date).toBe(today);
    expect(first?.slots.map(({ start }) => start)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('when a test needs fasting, start before 11:00 only', async () => {
    const days = dataOf<SlotDay[]>(await slots(`pincode=${servedPincode}&from=${today}&days=2&fasting=true`));
    expect(days.map(({ slots: times }) => times.map(({ start }) => start))).toEqual([
      ['10:00'],
      ['06:00', '07:00', '08:00', '09:00', '10:00'],
    ]);
  });

  it('leave out days before today and after the seventh', async () => {
    const days = dataOf<SlotDay[]>(await slots(`pincode=${servedPincode}&from=2030-01-12&days=7`));
    expect(days.map(({ date }) => date)).toEqual(['2030-01-12', '2030-01-13']);
    expect(dataOf<SlotDay[]>(await slots(`pincode=${servedPincode}&from=2030-01-01&days=3`))).toEqual([]);
  });

  it('are not offered at a pin code the lab does not serve: 404 with the checker’s message', async () => {
    expect(await slots('pincode=110001')).toMatchObject({ status: 404, body: { success: false, message: 'Service Not Available' } });
  });

  it.each([
    ['', 'pincode must be a 6-digit pin code'],
    ['pincode=5600', 'pincode must be a 6-digit pin code'],
    [`pincode=${servedPincode}&from=2030-02-30`, 'from must be a date, YYYY-MM-DD'],
    [`pincode=${servedPincode}&days=8`, 'days must be a whole number from 1 to 7'],
    [`pincode=${servedPincode}&days=0`, 'days must be a whole number from 1 to 7'],
    [`pincode=${servedPincode}&fasting=yes`, 'fasting must be true or false'],
  ])('refuse the query "%s" with a 400 naming the parameter', async (query, message) => {
    expect(await slots(query)).toMatchObject({ status: 400, body: { success: false, message } });
  });
});

describe('a hold', () => {
  it('keeps a place for the hold time and says until when', async () => {
    const slotId = `${tomorrow}T07:00`;
    const held = await asha.call('POST', '/api/v1/booking/holds', { body: { slotId } });
    expect(held.status).toBe(201);
    const { holdId, ...rest } = (held.body as { data: Record<string, unknown> }).data;
    expect(holdId).toEqual(expect.any(String));
    expect(rest).toEqual({ slotId, date: tomorrow, start: '07:00', end: '08:00', expiresAt: new Date(server.clock.now().getTime() + 600_000).toISOString() });
    expect(await leftOn(slotId)).toBe(1);
  });

  it('is one per user: a new hold releases the earlier one', async () => {
    await hold(asha, `${tomorrow}T08:00`);
    expect(await leftOn(`${tomorrow}T07:00`)).toBe(2);
    expect(await leftOn(`${tomorrow}T08:00`)).toBe(1);
    // Holding the same time again takes no second place.
    await hold(asha, `${tomorrow}T08:00`);
    expect(await leftOn(`${tomorrow}T08:00`)).toBe(1);
  });

  it('is refused on a full time with 409, and the time says 0 left', async () => {
    const slotId = `${tomorrow}T09:00`;
    await hold(asha, slotId);
    await hold(ravi, slotId);
    const third = await readyToBook(server, '9876501003');
    expect(await third.call('POST', '/api/v1/booking/holds', { body: { slotId } })).toMatchObject({
      status: 409,
      body: { success: false, message: 'This time is no longer available. Please pick another.' },
    });
    expect(await leftOn(slotId)).toBe(0);
  });

  it('gives its place back when released, and another user cannot release it (404)', async () => {
    const slotId = `${tomorrow}T10:00`;
    const holdId = await hold(asha, slotId);
    expect(await ravi.call('DELETE', `/api/v1/booking/holds/${holdId}`)).toMatchObject({ status: 404, body: { message: 'Hold not found' } });
    expect(await leftOn(slotId)).toBe(1);
    expect(await asha.call('DELETE', `/api/v1/booking/holds/${holdId}`)).toMatchObject({ status: 200, body: { success: true, message: 'Hold released' } });
    expect(await leftOn(slotId)).toBe(2);
    expect((await asha.call('DELETE', `/api/v1/booking/holds/${holdId}`)).status).toBe(404);
  });

  it('gives its place back when it expires', async () => {
    const slotId = `${tomorrow}T11:00`;
    await hold(asha, slotId);
    await hold(ravi, slotId);
    expect(await leftOn(slotId)).toBe(0);
    server.clock.advance(600_000);
    expect(await leftOn(slotId)).toBe(2);
  });

  it.each([
    [`${today}T09:00`, 'within 2 hours'],
    [`${today}T06:00`, 'in the past'],
    ['2030-01-14T06:00', 'after the seventh day'],
    [`${tomorrow}T18:00`, 'not a time offered'],
    ['tomorrow', 'not a slot id'],
  ])('is refused for %s (%s) with a 400 naming slotId', async (slotId) => {
    expect(await asha.call('POST', '/api/v1/booking/holds', { body: { slotId } })).toMatchObject({
      status: 400,
      body: { success: false, message: 'slotId must be a time still offered (today and the next 6 days, at least 2 hours ahead)' },
    });
  });

  it('needs a login, a slotId and a JSON body', async () => {
    expect(await server.request('POST', '/api/v1/booking/holds', { body: { slotId: `${tomorrow}T12:00` } })).toMatchObject({
      status: 401,
      body: { message: 'Please login to continue' },
    });
    expect(await asha.call('POST', '/api/v1/booking/holds', { body: {} })).toMatchObject({ status: 400, body: { message: 'slotId is required' } });
    expect((await asha.call('POST', '/api/v1/booking/holds', { rawBody: 'slotId', headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
  });

  it('of a time booked by others counts with the bookings: a booked place is not free again', async () => {
    const slotId = `${tomorrow}T13:00`;
    expect((await book(asha, slotId)).status).toBe(201);
    expect(await leftOn(slotId)).toBe(1);
    server.clock.advance(3_600_000);
    expect(await leftOn(slotId)).toBe(1);
  });
});

describe('from a browser', () => {
  it('any page may read the times; a listed origin may send a booking’s Idempotency-Key', async () => {
    const read = await server.request('GET', `/api/v1/booking/slots?pincode=${servedPincode}&days=1`, { headers: { Origin: 'https://clinic.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await server.request('OPTIONS', '/api/v1/bookings', {
      headers: { Origin: server.url, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });
});
