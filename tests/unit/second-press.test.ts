// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addTestToCart, createCartScreen } from '../../src/stores/cart';
import { $login, requestCode, resendCode, resetLogin, setCode, setPhone, verifyCode } from '../../src/stores/login';
import { signIn, signOut } from '../../src/stores/session';
import { startCannedApi, type CannedApi } from './support/cannedApi';

/** A second press while a write is in flight sends nothing. */
let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
  api.answer(() => 'hang');
});
afterAll(() => api.close());
afterEach(() => {
  api.requests.length = 0;
  globalThis.labStorefrontNetwork = { retryDelay: 10 };
  resetLogin();
  signOut();
});

const sent = (path: string) => api.requests.filter((request) => request.path === path).length;

/**
 * The time-out that ends each hanging write: long enough for the request to reach the canned API
 * on a loaded machine (300 ms was not, beside the browser tests in CI), which counts what arrived.
 */
const writeTimeout = 1000;

describe('a second press while a write is in flight', () => {
  it('sends no second code, resend or check', async () => {
    globalThis.labStorefrontNetwork = { writeTimeout };
    setPhone('9876543210');
    await Promise.all([requestCode(), requestCode()]);
    expect(sent('/api/v1/auth/send-otp')).toBe(1);
    expect($login.get()).toMatchObject({ busy: false, step: 'phone' });

    $login.setKey('step', 'code');
    await Promise.all([resendCode(), resendCode()]);
    expect(sent('/api/v1/auth/send-otp')).toBe(2);
    setCode('123456');
    await Promise.all([verifyCode(), verifyCode()]);
    expect(sent('/api/v1/auth/verify-otp')).toBe(1);
  });

  it('adds a test once, and removes it once', async () => {
    globalThis.labStorefrontNetwork = { writeTimeout };
    signIn({ token: 'tok', userId: 'u1' });
    const test = { _id: 't1', name: 'Thyroid Profile', price: 499 };
    const results = await Promise.all([addTestToCart(test), addTestToCart(test)]);
    expect(results.map((result) => result.kind).sort()).toEqual(['failed', 'under-way']);
    expect(sent('/api/v1/cart/add')).toBe(1);

    const cart = createCartScreen('u1', () => undefined);
    await Promise.all([cart.remove('t1'), cart.remove('t1')]);
    expect(sent('/api/v1/cart/remove')).toBe(1);
  });
});
