import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from './support/login';
import { book, homeAddress, idOf, me, mondayMorning, readyToBook, tomorrow } from './support/booking';
import type { Booker } from './support/booking';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

interface MyData {
  account: { userId: string; phoneNumber: string };
  cart: { testId: string }[];
  people: { _id: string; name: string; consentAt: string; noticeVersion: string }[];
  addresses: { _id: string; line1: string }[];
  bookings: { _id: string }[];
  consents: { purpose: string; givenAt: string; withdrawnAt?: string }[];
  devices: { sessions: unknown[]; deviceKeys: unknown[] };
  grievanceContact: { name: string; email: string; answerWithinHours: number };
}

let server: TestServer;
let asha: Booker;
let ravi: Booker;
const myData = async (booker: Booker) => dataOf<MyData>(await booker.call('GET', '/api/v1/me/data'));

beforeAll(async () => {
  server = await startTestServer({ startTime: mondayMorning });
  asha = await readyToBook(server, '9876504001');
  ravi = await readyToBook(server, '9876504002');
});
afterAll(() => server.close());

describe('GET /me/data', () => {
  it('answers everything held about the caller: masked number, cart, people, addresses, bookings, consents, devices', async () => {
    expect((await asha.call('POST', '/api/v1/cart/add', { body: { userId: asha.userId, testId: 'cbc' } })).status).toBe(200);
    const booked = await book(asha, `${tomorrow}T07:00`);
    expect(booked.status).toBe(201);
    expect((await asha.call('POST', '/api/v1/me/consents', { body: { purpose: 'analytics' } })).status).toBe(201);

    const answer = await asha.call('GET', '/api/v1/me/data');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = dataOf<MyData>(answer);
    expect(data.account).toEqual({ userId: asha.userId, phoneNumber: '98xxxxxx01', createdAt: expect.any(String) });
    expect(data.cart).toEqual([{ testId: 'cbc', name: 'Complete Blood Count (CBC)', price: expect.any(Number), addedAt: expect.any(String) }]);
    expect(data.people).toEqual([
      { _id: asha.personId, name: me.name, age: me.age, gender: me.gender, relation: me.relation, noticeVersion: expect.any(String), consentAt: expect.any(String) },
    ]);
    const { consent: _, ...address } = homeAddress;
    expect(data.addresses).toEqual([{ _id: asha.addressId, ...address, noticeVersion: expect.any(String), consentAt: expect.any(String) }]);
    expect(data.bookings.map((booking) => booking._id)).toEqual([idOf(booked)]);
    expect(data.consents).toEqual([{ purpose: 'analytics', noticeVersion: expect.any(String), givenAt: server.clock.now().toISOString() }]);
    expect(data.devices).toEqual({
      sessions: [{ loggedInAt: expect.any(String), lastUsedAt: expect.any(String), endsAt: expect.any(String) }],
      deviceKeys: [{ lastLoginAt: expect.any(String) }],
    });
    expect(data.grievanceContact).toEqual({ name: expect.any(String), email: expect.stringContaining('@'), answerWithinHours: 48 });
  });

  it("holds nothing of another user's, and needs a live session", async () => {
    const data = await myData(ravi);
    expect(JSON.stringify(data)).not.toContain(asha.userId);
    expect(data.bookings).toEqual([]);
    expect((await server.request('GET', '/api/v1/me/data')).status).toBe(401);
    expect((await server.request('GET', '/api/v1/me/data', { token: 'made-up' })).status).toBe(401);
  });
});

describe('consents', () => {
  it('are given and withdrawn at once, the record keeping both dates', async () => {
    const given = await ravi.call('POST', '/api/v1/me/consents', { body: { purpose: 'booking-details' } });
    expect(given.status).toBe(201);
    server.clock.advance(60_000);
    const withdrawn = dataOf<MyData['consents']>(await ravi.call('DELETE', '/api/v1/me/consents/booking-details'));
    expect(withdrawn).toEqual([
      { purpose: 'booking-details', noticeVersion: expect.any(String), givenAt: expect.any(String), withdrawnAt: server.clock.now().toISOString() },
    ]);
    expect((await ravi.call('DELETE', '/api/v1/me/consents/booking-details')).status).toBe(404);
  });

  it("withdrawing booking-details erases at once the people and addresses no upcoming booking needs", async () => {
    const spouse = idOf(await asha.call('POST', '/api/v1/booking/people', { body: { ...me, name: 'Ravi Rao', relation: 'spouse' } }));
    const office = idOf(await asha.call('POST', '/api/v1/booking/addresses', { body: { ...homeAddress, line1: '4th Floor, 80 Feet Road' } }));
    await asha.call('POST', '/api/v1/me/consents', { body: { purpose: 'booking-details' } });
    expect((await asha.call('DELETE', '/api/v1/me/consents/booking-details')).status).toBe(200);
    const data = await myData(asha);
    // The booking of tomorrow needs Asha and the home address; the spouse and the office go.
    expect(data.people.map((person) => person._id)).toEqual([asha.personId]);
    expect(data.addresses.map((kept) => kept._id)).toEqual([asha.addressId]);
    expect([spouse, office].some((id) => JSON.stringify(data).includes(id))).toBe(false);
  });

  it('refuse an unknown purpose, a body that is not JSON, and no session, each clearly', async () => {
    const unknown = await asha.call('POST', '/api/v1/me/consents', { body: { purpose: 'marketing' } });
    expect(unknown).toMatchObject({ status: 400, body: { success: false, message: 'purpose must be one of: analytics, booking-details' } });
    expect((await asha.call('DELETE', '/api/v1/me/consents/marketing')).status).toBe(400);
    const form = await asha.call('POST', '/api/v1/me/consents', { rawBody: 'purpose=analytics', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect((await server.request('POST', '/api/v1/me/consents', { body: { purpose: 'analytics' } })).status).toBe(401);
  });
});
