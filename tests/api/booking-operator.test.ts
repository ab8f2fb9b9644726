import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from './support/login';
import { book, mondayMorning, readyToBook, tomorrow } from './support/booking';
import type { Booker } from './support/booking';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const operatorToken = 'operator-token-of-at-least-32-characters';

interface Visit {
  _id: string;
  number: string;
  status: string;
  start: string;
  phoneNumber: string;
  history: { status: string }[];
}

let server: TestServer;
let asha: Booker;
const operator = (method: string, path: string, body?: unknown, token = operatorToken) =>
  server.request(method, `/api/v1/operator${path}`, { body, token });
const setStatus = (bookingId: string, status: string) => operator('POST', `/bookings/${bookingId}/status`, { status });

beforeAll(async () => {
  server = await startTestServer({ startTime: mondayMorning, booking: { operatorToken } });
  asha = await readyToBook(server, '9876504001');
});
afterAll(() => server.close());

describe('the operator', () => {
  it('reads a day’s run sheet in the order of the day, with the number to call', async () => {
    const late = (await book(asha, `${tomorrow}T09:00`)).body as { data: { _id: string } };
    const early = (await book(asha, `${tomorrow}T07:00`)).body as { data: { _id: string } };
    const sheet = dataOf<Visit[]>(await operator('GET', `/bookings?date=${tomorrow}`));
    expect(sheet.map(({ _id, start, phoneNumber }) => ({ _id, start, phoneNumber }))).toEqual([
      { _id: early.data._id, start: '07:00', phoneNumber: asha.phoneNumber },
      { _id: late.data._id, start: '09:00', phoneNumber: asha.phoneNumber },
    ]);
    expect(dataOf<Visit[]>(await operator('GET', '/bookings?date=2030-01-09'))).toEqual([]);
    expect(dataOf<Visit[]>(await operator('GET', '/bookings'))).toEqual([]);
    expect(await operator('GET', '/bookings?date=tomorrow')).toMatchObject({ status: 400, body: { message: 'date must be a date, YYYY-MM-DD' } });
  });

  it('moves a booking one step at a time to reported; the visitor is told when a collector is assigned and can no longer change it', async () => {
    const [visit] = dataOf<Visit[]>(await operator('GET', `/bookings?date=${tomorrow}`));
    const id = visit?._id ?? '';
    expect(await setStatus(id, 'collected')).toMatchObject({ status: 409, body: { message: 'A booking that is booked cannot become collected.' } });
    expect(await setStatus(id, 'assigned')).toMatchObject({ status: 200, body: { data: { status: 'assigned' } } });
    await expect.poll(() => server.sender.latestTextFor(asha.phoneNumber)).toMatch(/^Booking BK\d+: a collector is assigned for your visit on Tue, 8 Jan, 07:00–08:00\.$/);
    expect(await asha.call('POST', `/api/v1/bookings/${id}/cancel`, { body: {} })).toMatchObject({ status: 409 });
    expect((await setStatus(id, 'collected')).status).toBe(200);
    expect(await setStatus(id, 'cancelled')).toMatchObject({ status: 409, body: { message: 'A booking that is collected cannot become cancelled.' } });
    const reported = dataOf<Visit>(await setStatus(id, 'reported'));
    expect(reported.history.map(({ status }) => status)).toEqual(['booked', 'assigned', 'collected', 'reported']);
    expect(dataOf<Visit>(await asha.call('GET', `/api/v1/bookings/${id}`)).status).toBe('reported');
  });

  it('cancels a booking before collection; the visitor is told and the place is free', async () => {
    const [, visit] = dataOf<Visit[]>(await operator('GET', `/bookings?date=${tomorrow}`));
    expect(dataOf<Visit>(await setStatus(visit?._id ?? '', 'cancelled')).status).toBe('cancelled');
    await expect.poll(() => server.sender.latestTextFor(asha.phoneNumber)).toMatch(/^Booking BK\d+ for Tue, 8 Jan, 09:00–10:00 is cancelled\.$/);
    expect(dataOf<Visit[]>(await operator('GET', `/bookings?date=${tomorrow}`)).map(({ status }) => status)).toEqual(['reported', 'cancelled']);
  });

  it('refuses an unknown booking (404) and a status it may not set (400 naming status)', async () => {
    expect(await setStatus('no-such-booking', 'assigned')).toMatchObject({ status: 404, body: { message: 'Booking not found' } });
    expect(await setStatus('no-such-booking', 'booked')).toMatchObject({
      status: 400,
      body: { message: 'status must be one of: assigned, collected, reported, cancelled' },
    });
  });

  it('needs the operator token: a visitor’s token or a wrong one is 401', async () => {
    for (const token of [asha.token, `${operatorToken}x`, operatorToken.slice(0, -1), '']) {
      expect(await operator('GET', `/bookings?date=${tomorrow}`, undefined, token)).toMatchObject({
        status: 401,
        body: { success: false, message: 'Operator token required' },
      });
    }
  });
});

describe('without OPERATOR_TOKEN', () => {
  it('the operator calls do not exist (404)', async () => {
    const plain = await startTestServer({ startTime: mondayMorning });
    try {
      const answer = await plain.request('GET', `/api/v1/operator/bookings?date=${tomorrow}`, { token: operatorToken });
      expect(answer).toMatchObject({ status: 404, body: { success: false, message: 'Not found' } });
    } finally {
      await plain.close();
    }
  });
});
