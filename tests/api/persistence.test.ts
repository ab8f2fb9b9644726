import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, logIn } from './support/login';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a restart', () => {
  it('keeps users, sessions and carts, and does not seed the catalogue twice', async () => {
    const session = await logIn(server, '9876511111');
    await server.request('POST', '/api/v1/cart/add', {
      token: session.token,
      body: { userId: session.userId, testId: 'vitamin-d' },
    });
    const catalogueBefore = dataOf<unknown[]>(await server.request('GET', '/api/v1/tests/category/Thyroid'));

    await server.restart();

    const cart = dataOf<{ _id: string }[]>(
      await server.request('GET', `/api/v1/cart/${session.userId}`, { token: session.token }),
    );
    expect(cart.map((item) => item._id)).toEqual(['vitamin-d']);
    const catalogueAfter = dataOf<unknown[]>(await server.request('GET', '/api/v1/tests/category/Thyroid'));
    expect(catalogueAfter).toEqual(catalogueBefore);
  });
});
