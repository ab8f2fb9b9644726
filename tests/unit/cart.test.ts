import { inEnglish } from './support/inEnglish';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { $cart, $cartCount, addTestToCart, createCartScreen } from '../../src/stores/cart';
import { $loginPanelOpen, logOut, sessionEnded } from '../../src/stores/login';
import { keepPartner } from '../../src/stores/partner';
import { $isLoggedIn, $userToken, signIn } from '../../src/stores/session';
import { $toasts } from '../../src/stores/toasts';
import { startCannedApi, type CannedApi } from './support/cannedApi';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
});
afterAll(() => api.close());
afterEach(() => {
  api.requests.length = 0;
});

const cbc = { _id: 'cbc', name: 'Complete Blood Count (CBC)', price: 299 };
const cartItem = (id: string, price: number) => ({ _id: id, name: `Test ${id}`, category: 'Blood', description: '', price });

describe('add to cart', () => {
  it('requires a stored userId', async () => {
    expect(inEnglish(await addTestToCart(cbc))).toEqual({ kind: 'login-required', message: 'Please login to add items to cart' });
    expect(api.requests).toHaveLength(0);
  });

  it('adds the item to the storage list and sends the token on success', async () => {
    signIn({ token: 'tok-7', userId: 'u-7' });
    api.answer(() => ({ json: { success: true, message: 'Item added to cart successfully!' } }));
    expect(inEnglish(await addTestToCart(cbc))).toEqual({ kind: 'done', message: 'Item added to cart successfully!' });
    expect(api.requests[0]?.body).toEqual({ userId: 'u-7', testId: 'cbc' });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok-7');
    expect($cart.get()).toEqual([cbc]);
  });

  it("sends the visit's partner with the add when there is one, and exactly { userId, testId } without", async () => {
    signIn({ token: 'tok-7', userId: 'u-7' });
    api.answer(() => ({ json: { success: true, message: 'Item added to cart successfully!' } }));
    await addTestToCart(cbc);
    keepPartner('green-valley-clinic');
    await addTestToCart({ ...cbc, _id: 'tsh' });
    expect(api.requests.map((request) => request.body)).toEqual([
      { userId: 'u-7', testId: 'cbc' },
      { userId: 'u-7', testId: 'tsh', partner: 'green-valley-clinic' },
    ]);
  });

  it("shows the server's message, or 'Failed to add item to cart', when the server says no", async () => {
    signIn({ token: 'tok-7', userId: 'u-7' });
    api.answer(() => ({ status: 404, json: { success: false, message: 'Test not found' } }));
    expect(inEnglish(await addTestToCart(cbc))).toEqual({ kind: 'failed', message: 'Test not found' });
    api.answer(() => ({ json: { success: false } }));
    expect(inEnglish(await addTestToCart(cbc))).toEqual({ kind: 'failed', message: 'Failed to add item to cart' });
    expect($cartCount.get()).toBe(0);
  });

  it('reports an ended session when the server refuses the token (401)', async () => {
    signIn({ token: 'revoked', userId: 'u-7' });
    api.answer(() => ({ status: 401, json: { success: false, message: 'Please login to continue' } }));
    expect(inEnglish(await addTestToCart(cbc))).toEqual({ kind: 'session-ended' });
    expect($cartCount.get()).toBe(0);
  });

  it("says 'Error adding item to cart' when the server cannot be reached", async () => {
    signIn({ token: 'tok-7', userId: 'u-7' });
    await api.close();
    expect(inEnglish(await addTestToCart(cbc))).toEqual({ kind: 'failed', message: 'Error adding item to cart' });
    api = await startCannedApi();
  });
});

describe('cart screen', () => {
  it('loads the server cart, brings the storage list in line and sums the prices', async () => {
    signIn({ token: 'tok-7', userId: 'u-7' });
    $cart.set([{ _id: 'stale' }]);
    api.answer(() => ({ json: { success: true, data: [cartItem('a', 299), cartItem('b', 1200)] } }));
    const screen = createCartScreen('u-7', vi.fn());
    await screen.load();
    expect(api.requests[0]?.path).toBe('/api/v1/cart/u-7');
    expect(screen.$items.get()?.map((item) => item._id)).toEqual(['a', 'b']);
    expect(screen.$totals.get()).toEqual({ subtotal: 1499, tax: 0, total: 1499 });
    expect($cart.get().map((entry) => entry._id)).toEqual(['a', 'b']);
  });

  it('only logs a fetch failure and shows the empty cart', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(() => ({ status: 500, json: { success: false } }));
    const screen = createCartScreen('u-7', vi.fn());
    await screen.load();
    expect(logged).toHaveBeenCalled();
    expect(screen.$items.get()).toEqual([]);
  });

  it('ends the session on a 401 while loading or removing, and shows an empty cart', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn({ token: 'revoked', userId: 'u-7' });
    api.answer(() => ({ status: 401, json: { success: false, message: 'Please login to continue' } }));
    const onSessionEnded = vi.fn();
    const screen = createCartScreen('u-7', onSessionEnded);
    await screen.load();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(screen.$items.get()).toEqual([]);
    await screen.remove('a');
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalled();
  });

  it("never shows another user's cart: a 403 gives an empty list and leaves the stored list alone", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn({ token: 'tok-7', userId: 'u-7' });
    $cart.set([{ _id: 'mine' }]);
    api.answer(() => ({ status: 403, json: { success: false, message: 'You can only use your own cart', data: [cartItem('theirs', 999)] } }));
    const onSessionEnded = vi.fn();
    const screen = createCartScreen('someone-else', onSessionEnded);
    await screen.load();
    expect(screen.$items.get()).toEqual([]);
    expect($cart.get()).toEqual([{ _id: 'mine' }]);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('drops a removed item from the list and from storage', async () => {
    signIn({ token: 'tok-7', userId: 'u-7' });
    api.answer(({ method }) =>
      method === 'GET'
        ? { json: { success: true, data: [cartItem('a', 299), cartItem('b', 1200)] } }
        : { json: { success: true } },
    );
    const screen = createCartScreen('u-7', vi.fn());
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
    const screen = createCartScreen('u-7', vi.fn());
    await screen.load();
    expect(inEnglish(await screen.remove('a'))).toBe('Failed to remove item from cart');
    await api.close();
    expect(inEnglish(await screen.remove('a'))).toBe('Error removing item from cart');
    expect(screen.$items.get()).toHaveLength(1);
    api = await startCannedApi();
  });
});

describe('the Logout action', () => {
  it('ends the session on the server with its token, then forgets it', async () => {
    signIn({ token: 'tok-9', userId: 'u-9' });
    $cart.set([{ _id: 'cbc' }]);
    api.answer(() => ({ json: { success: true, message: 'Logged out' } }));
    await logOut();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/auth/logout' });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok-9');
    expect($isLoggedIn.get()).toBe(false);
    expect($userToken.get()).toBe('');
    expect($cart.get()).toEqual([]);
  });

  it('forgets the session even when the server refuses or cannot be reached', async () => {
    signIn({ token: 'tok-9', userId: 'u-9' });
    api.answer(() => ({ status: 500, json: { success: false } }));
    await logOut();
    expect($isLoggedIn.get()).toBe(false);

    signIn({ token: 'tok-9', userId: 'u-9' });
    api.answer(() => 'drop');
    await logOut();
    expect($isLoggedIn.get()).toBe(false);
  });
});

describe('a session the server has ended (401 on a cart call)', () => {
  it('signs out and offers "Please login to continue" with a Login button', async () => {
    signIn({ token: 'revoked', userId: 'u-9' });
    sessionEnded();
    expect($isLoggedIn.get()).toBe(false);
    const [toast] = $toasts.get();
    expect(inEnglish(toast)).toMatchObject({ tone: 'info', text: 'Please login to continue', action: { label: 'Login' } });
    await act(async () => toast?.action?.run());
    expect($loginPanelOpen.get()).toBe(true);
  });
});
