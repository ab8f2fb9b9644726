import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, logIn } from './support/login';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
let asha: { token: string; userId: string };
let ravi: { token: string; userId: string };

beforeAll(async () => {
  server = await startTestServer();
  asha = await logIn(server, '9876500001');
  ravi = await logIn(server, '9876500002');
});
afterAll(() => server.close());

const add = (testId: string, who = asha, userId = who.userId) =>
  server.request('POST', '/api/v1/cart/add', { token: who.token, body: { userId, testId } });
const remove = (testId: string, who = asha, userId = who.userId) =>
  server.request('DELETE', '/api/v1/cart/remove', { token: who.token, body: { userId, testId } });
const cartOf = (who = asha, userId = who.userId) =>
  server.request('GET', `/api/v1/cart/${userId}`, { token: who.token });

describe('the cart', () => {
  it('starts empty', async () => {
    expect(dataOf(await cartOf())).toEqual([]);
  });

  it('adds a test and lists it with the catalogue name, category, description and price', async () => {
    const response = await add('tsh');
    expect(response.body).toEqual({ success: true, message: 'Item added to cart successfully!' });
    expect(dataOf(await cartOf())).toEqual([
      {
        _id: 'tsh',
        name: 'TSH (Thyroid Stimulating Hormone)',
        category: 'Thyroid',
        description: expect.any(String),
        price: 249,
      },
    ]);
  });

  it('does not duplicate a test added twice', async () => {
    const again = await add('tsh');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: 'Item is already in your cart' });
    expect(dataOf<unknown[]>(await cartOf())).toHaveLength(1);
  });

  it('takes prices from the catalogue, whatever the client sends', async () => {
    await server.request('POST', '/api/v1/cart/add', {
      token: asha.token,
      body: { userId: asha.userId, testId: 'cbc', price: 1 },
    });
    const items = dataOf<{ _id: string; price: number }[]>(await cartOf());
    expect(items.find((item) => item._id === 'cbc')?.price).toBe(299);
  });

  it('removes a test, and removing it again still succeeds', async () => {
    expect((await remove('cbc')).body).toEqual({ success: true, message: 'Item removed from cart' });
    expect((await remove('cbc')).body).toEqual({ success: true, message: 'Item is not in your cart' });
    expect(dataOf<{ _id: string }[]>(await cartOf()).map((item) => item._id)).toEqual(['tsh']);
  });

  it('answers 404 for a test that is not in the catalogue', async () => {
    const response = await add('no-such-test');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Test not found' });
  });

  it('answers 400 when userId or testId is missing', async () => {
    const response = await server.request('POST', '/api/v1/cart/add', { token: asha.token, body: { userId: asha.userId } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'userId and testId are required' });
  });
});

describe('cart access', () => {
  const loginMessage = { success: false, message: 'Please login to continue' };

  it.each([
    ['no Authorization header', {}],
    ['an unknown token', { Authorization: 'Bearer not-a-real-token' }],
    ['a header that is not a bearer token', { Authorization: 'Basic abc' }],
  ])('answers 401 with %s', async (_case, headers) => {
    const responses = await Promise.all([
      server.request('GET', `/api/v1/cart/${asha.userId}`, { headers }),
      server.request('POST', '/api/v1/cart/add', { headers, body: { userId: asha.userId, testId: 'tsh' } }),
      server.request('DELETE', '/api/v1/cart/remove', { headers, body: { userId: asha.userId, testId: 'tsh' } }),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(loginMessage);
    }
  });

  it("answers 403 when someone reads, adds to or removes from another user's cart", async () => {
    const forbidden = { success: false, message: 'You can only use your own cart' };
    const responses = [
      await cartOf(ravi, asha.userId),
      await add('cbc', ravi, asha.userId),
      await remove('tsh', ravi, asha.userId),
    ];
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(forbidden);
    }
    expect(dataOf<{ _id: string }[]>(await cartOf()).map((item) => item._id)).toEqual(['tsh']);
  });

  it('keeps each user’s cart separate', async () => {
    await add('hba1c', ravi);
    expect(dataOf<{ _id: string }[]>(await cartOf(ravi)).map((item) => item._id)).toEqual(['hba1c']);
    expect(dataOf<{ _id: string }[]>(await cartOf()).map((item) => item._id)).toEqual(['tsh']);
  });

  it('refuses a token once its session has expired (30 days)', async () => {
    server.clock.advance(31 * 24 * 60 * 60_000);
    expect((await cartOf()).status).toBe(401);
  });
});
