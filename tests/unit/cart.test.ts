import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $cart, $cartCount, addTestToCart, createCartScreen } from '../../src/stores/cart';
import { signIn, signOut } from '../../src/stores/session';
import { startCannedApi, type CannedApi } from './support/cannedApi';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
});
afterAll(() => api.close());
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
  api.requests.length = 0;
});

const cbc = { _id: 'cbc', name: 'Complete Blood Count (CBC)', price: 299 };
const cartItem = (id: string, price: number) => ({ _id: id, name: `Test ${id}`, category: 'Blood', description: '', price });

describe('add to cart', () => {
  it('requires a stored userId', async () => {
    expect(await addTestToCart(cbc)).toEqual({ kind: 'login-required', message: 'Please login to add items to cart' });
    expect(api.requests).toHaveLength(0);
  });

  it('adds the item to the storage list and sends the token on success', async () => {
    signIn({ token: 'tok-7', userId: 'u-7' });
    api.answer(() => ({ json: { success: true, message: 'Item added to cart successfully!' } }));
    expect(await addTestToCart(cbc)).toEqual({ kind: 'done', message: 'Item added to cart successfully!' });
    expect(api.requests[0]?.body).toEqual({ userId: 'u-7', testId: 'cbc' });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok-7');
    expect($cart.get()).toEqual([cbc]);
  });

  it("shows the server's message, or 'Failed to add item to cart', when the server says no", async () => {
    signIn({ token: 'tok-7', userId: 'u-7' });
    api.answer(() => ({ status: 401, json: { success: false, message: 'Please login to continue' } }));
    expect(await addTestToCart(cbc)).toEqual({ kind: 'failed', message: 'Please login to continue' });
    api.answer(() => ({ json: { success: false } }));
    expect(await addTestToCart(cbc)).toEqual({ kind: 'failed', message: 'Failed to add item to cart' });
    expect($cartCount.get()).toBe(0);
  });

  it("says 'Error adding item to cart' when the server cannot be reached", async () => {
    signIn({ token: 'tok-7', userId: 'u-7' });
    await api.close();
    expect(await addTestToCart(cbc)).toEqual({ kind: 'failed', message: 'Error adding item to cart' });
    api = await startCannedApi();
  });
});

describe('cart screen', () => {
  it('loads the server cart, brings the storage list in line and sums the prices', async () => {
    signIn({ token: 'tok-7', userId: 'u-7' });
    $cart.set([{ _id: 'stale' }]);
    api.answer(() => ({ json: { success: true, data: [cartItem('a', 299), cartItem('b', 1200)] } }));
    const screen = createCartScreen('u-7');
    await screen.load();
    expect(api.requests[0]?.path).toBe('/api/v1/cart/u-7');
    expect(screen.$items.get()?.map((item) => item._id)).toEqual(['a', 'b']);
    expect(screen.$totals.get()).toEqual({ subtotal: 1499, tax: 0, total: 1499 });
    expect($cart.get().map((entry) => entry._id)).toEqual(['a', 'b']);
  });

  it('only logs a fetch failure and shows the empty cart', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(() => ({ status: 500, json: { success: false } }));
    const screen = createCartScreen('u-7');
    await screen.load();
    expect(logged).toHaveBeenCalled();
    expect(screen.$items.get()).toEqual([]);
  });

  it('drops a removed item from the list and from storage', async () => {
    signIn({ token: 'tok-7', userId: 'u-7' });
    api.answer(({ method }) =>
      method === 'GET'
        ? { json: { success: true, data: [cartItem('a', 299), cartItem('b', 1200)] } }
        : { json: { success: true } },
    );
    const screen = createCartScreen('u-7');
    await screen.load();
    expect(await screen.remove('a')).toBeUndefined();
    expect(api.requests.at(-1)).toMatchObject({ method: 'DELETE', body: { userId: 'u-7', testId: 'a' } });
    expect(screen.$items.get()?.map((item) => item._id)).toEqual(['b']);
    expect($cart.get().map((entry) => entry._id)).toEqual(['b']);
  });

  it("keeps the item and says 'Failed to remove item from cart' or 'Error removing item from cart'", async () => {
    api.answer(({ method }) =>
      method === 'GET'
        ? { json: { success: true, data: [cartItem('a', 299)] } }
        : { status: 500, json: { success: false, message: 'not this one' } },
    );
    const screen = createCartScreen('u-7');
    await screen.load();
    expect(await screen.remove('a')).toBe('Failed to remove item from cart');
    await api.close();
    expect(await screen.remove('a')).toBe('Error removing item from cart');
    expect(screen.$items.get()).toHaveLength(1);
    api = await startCannedApi();
  });
});
