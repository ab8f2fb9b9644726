import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpiredRows } from '../../demo/api/retention';
import { dayMs } from '../../demo/api/rate-counts';
import { dataOf, logIn } from './support/login';
import { book, homeAddress, me, mondayMorning, readyToBook, tomorrow } from './support/booking';
import type { Booker } from './support/booking';
import { plainFormsOf, tablesHolding } from './support/every-table';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const operatorToken = 'operator-token-of-at-least-32-characters';
const number = '9876505001';
/** What no table may hold of the erased user once the account is gone. */
const personal = [...plainFormsOf(number), me.name, 'Meera Rao', homeAddress.line1, 'Old Airport Road'];

let server: TestServer;
let asha: Booker;
let secondDevice: { token: string };
let bookingId: string;

/** A fresh code for the caller's own number, as the store asks for one: send-otp, then the SMS. */
async function freshCode(phoneNumber: string) {
  const sent = await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber } });
  expect(sent.status).toBe(200);
  return { otp: server.sender.latestCodeFor(phoneNumber), challenge: (sent.body as { challenge: string }).challenge };
}
const eraseWith = (token: string, body?: unknown) => server.request('DELETE', '/api/v1/me', { token, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  server = await startTestServer({ startTime: mondayMorning, booking: { operatorToken }, limits: { resendCooldownSeconds: 1 } });
  asha = await readyToBook(server, number);
  await asha.call('POST', '/api/v1/booking/people', { body: { ...me, name: 'Meera Rao', relation: 'daughter', age: 30 } });
  await asha.call('POST', '/api/v1/booking/addresses', { body: { ...homeAddress, line1: 'Old Airport Road' } });
  await asha.call('POST', '/api/v1/cart/add', { body: { userId: asha.userId, testId: 'cbc' } });
  await asha.call('POST', '/api/v1/me/consents', { body: { purpose: 'analytics' } });
  const booked = await book(asha, `${tomorrow}T07:00`, ['tsh', 'cbc']);
  bookingId = (booked.body as { data: { _id: string } }).data._id;
  server.clock.advance(2000);
  secondDevice = await logIn(server, number);
});
afterAll(() => server.close());

describe('DELETE /me', () => {
  it('is refused with 403 and a clear message without a fresh code, and with a wrong one', async () => {
    const bare = await eraseWith(asha.token);
    expect(bare).toMatchObject({ status: 403, body: { success: false, message: expect.stringContaining('confirm with a new login code') } });
    expect((await eraseWith(asha.token, { otp: '123456' })).status).toBe(403);
    server.clock.advance(2000);
    const { otp, challenge } = await freshCode(number);
    const wrong = otp === '000000' ? '000001' : '000000';
    const refused = await eraseWith(asha.token, { otp: wrong, challenge });
    expect(refused).toMatchObject({ status: 403, body: { message: expect.stringMatching(/^Invalid OTP\. \d attempts? left\.$/) } });
    expect((await asha.call('GET', '/api/v1/me/data')).status).toBe(200);
    expect((await server.request('DELETE', '/api/v1/me', { body: { otp, challenge } })).status).toBe(401);
  });

  it('with a fresh code erases the account: every table is free of the number, its plain hashes, names and addresses', async () => {
    server.clock.advance(2000);
    const erased = await eraseWith(asha.token, await freshCode(number));
    expect(erased).toMatchObject({ status: 200, body: { success: true } });
    expect(await tablesHolding(server.db, personal)).toEqual([]);
    // The day's sends still count, under a keyed hash that names no number.
    const sends = await server.db.query<{ phone_number: string }>('SELECT DISTINCT phone_number FROM otp_sends');
    expect(sends.filter((send) => send.phone_number.startsWith('erased:'))).toHaveLength(1);
  });

  it('logs the visitor out on every device', async () => {
    for (const token of [asha.token, secondDevice.token]) {
      expect((await server.request('GET', '/api/v1/me/data', { token })).status).toBe(401);
      expect((await server.request('GET', `/api/v1/cart/${asha.userId}`, { token })).status).toBe(401);
    }
  });

  it("keeps the booking for the lab with only its tests, date and amount, cancelled, on the operator's run sheet", async () => {
    const sheet = dataOf<Record<string, unknown>[]>(await server.request('GET', `/api/v1/operator/bookings?date=${tomorrow}`, { token: operatorToken }));
    const visit = sheet.find((entry) => entry._id === bookingId);
    expect(visit).toMatchObject({ erased: true, status: 'cancelled', date: tomorrow, start: '07:00', total: expect.any(Number) });
    expect(visit?.items).toEqual([
      { testId: 'tsh', name: 'TSH (Thyroid Stimulating Hormone)', price: 249 },
      { testId: 'cbc', name: 'Complete Blood Count (CBC)', price: expect.any(Number) },
    ]);
    expect(visit).not.toHaveProperty('address');
    expect(visit).not.toHaveProperty('phoneNumber');
  });

  it('a new login with the number starts a new, empty account with a new user id', async () => {
    server.clock.advance(2000);
    const again = await logIn(server, number);
    expect(again.userId).not.toBe(asha.userId);
    const data = dataOf<Record<string, unknown[]>>(await server.request('GET', '/api/v1/me/data', { token: again.token }));
    expect([data.cart, data.people, data.addresses, data.bookings, data.consents]).toEqual([[], [], [], [], []]);
  });

  it("never resets the number's send budget, and the retention job removes the keyed hash within a day", async () => {
    const row = await server.db.query<{ count: number }>("SELECT count(*)::int AS count FROM otp_sends WHERE phone_number LIKE 'erased:%'");
    expect(row[0]?.count).toBeGreaterThan(0);
    await pruneExpiredRows(server.db, server.limits, new Date(server.clock.now().getTime() + dayMs + 1000));
    const left = await server.db.query("SELECT 1 FROM otp_sends WHERE phone_number LIKE 'erased:%'");
    expect(left).toEqual([]);
  });
});

describe('the send budget across an erasure', () => {
  it('counts the sends made before the account was erased', async () => {
    const budget = await startTestServer({ limits: { resendCooldownSeconds: 1, maxSendsPerNumberPerDay: 3, maxSendsPerRequesterPerDay: 3 } });
    try {
      const owner = '9876505002';
      const { token } = await logIn(budget, owner);
      budget.clock.advance(2000);
      const sent = await budget.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: owner } });
      const challenge = (sent.body as { challenge: string }).challenge;
      const erased = await budget.request('DELETE', '/api/v1/me', { token, body: { otp: budget.sender.latestCodeFor(owner), challenge } });
      expect(erased.status).toBe(200);
      budget.clock.advance(2000);
      expect((await budget.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: owner } })).status).toBe(200);
      budget.clock.advance(2000);
      expect((await budget.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: owner } })).status).toBe(429);
    } finally {
      await budget.close();
    }
  });
});

describe('the retention job', () => {
  it('ends the records of withdrawn consents and of erasures when their periods end', async () => {
    const { token } = await logIn(server, '9876505003');
    await server.request('POST', '/api/v1/me/consents', { token, body: { purpose: 'analytics' } });
    await server.request('DELETE', '/api/v1/me/consents/analytics', { token });
    const count = async (table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
    expect([await count('consents'), await count('erasures')]).toEqual([1, 1]);
    const justBefore = new Date(server.clock.now().getTime() + server.limits.consentRecordDays * dayMs - 60_000);
    await pruneExpiredRows(server.db, server.limits, justBefore);
    expect(await count('consents')).toBe(1);
    await pruneExpiredRows(server.db, server.limits, new Date(server.clock.now().getTime() + 366 * dayMs));
    expect([await count('consents'), await count('erasures')]).toEqual([0, 0]);
  });
});
