// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../src/api/apiConnection';
import { fetchCart } from '../../src/api/cart';
import { $apiBase } from '../../src/stores/config';
import { startCannedApi, type CannedApi } from './support/cannedApi';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
  api.answer(() => ({ json: { success: true, data: [] } }));
});
afterAll(() => api.close());

// No store is imported for its connection here: the client knows only what it is given.
describe('the API client calls where it is told, with the token it is given', () => {
  it('reaches no server before it has been given a connection', async () => {
    expect(await fetchCart('u1')).toMatchObject({ ok: false, reason: 'error' });
    expect(api.requests).toEqual([]);
  });

  it('sends each call to the address it is given and carries the token while there is one', async () => {
    const address = $apiBase.get();
    let token: string | undefined = 'token-1';
    configureApiClient({ baseAddress: () => address, token: () => token, deviceKey: () => undefined });

    expect(await fetchCart('u1')).toEqual({ ok: true, value: [] });
    token = undefined;
    expect(await fetchCart('u1')).toEqual({ ok: true, value: [] });

    expect(api.requests.map((request) => [request.path, request.headers.authorization])).toEqual([
      ['/api/v1/cart/u1', 'Bearer token-1'],
      ['/api/v1/cart/u1', undefined],
    ]);
  });
});
