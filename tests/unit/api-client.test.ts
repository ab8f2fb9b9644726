// @vitest-environment node
import { inEnglish } from './support/inEnglish';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resendOtp, sendOtp, verifyOtp } from '../../src/api/auth';
import { fetchRandomBottomBanner } from '../../src/api/banners';
import { addToCart, fetchCart, removeFromCart } from '../../src/api/cart';
import {
  fetchSelectedTests,
  fetchTabCategories,
  fetchTestById,
  fetchTestsByCategory,
} from '../../src/api/catalogue';
import { searchTests } from '../../src/api/search';
// The stores' connection: calls go to the canned API (`$apiBase`) with the session's token.
import '../../src/stores/apiConnection';
import { signIn, signOut } from '../../src/stores/session';
import { startCannedApi, type CannedApi, type CannedReply } from './support/cannedApi';

let api: CannedApi;
/** Answers by `METHOD /path` (the path decoded); anything else is a 404. */
const answers = new Map<string, CannedReply>();
const server = {
  answer: (route: string, reply: CannedReply) => answers.set(route, reply),
  get seen() {
    return api.requests;
  },
};

beforeAll(async () => {
  api = await startCannedApi();
  api.answer((request) => answers.get(`${request.method} ${request.path}`) ?? { status: 404, json: {} });
});
afterAll(() => api.close());
beforeEach(() => {
  answers.clear();
  api.requests.length = 0;
  signOut();
});

const test = {
  _id: 't1',
  name: 'Thyroid Profile (T3, T4, TSH)',
  description: 'Checks thyroid function',
  category: 'Thyroid',
  price: 499,
  originalPrice: 899,
  fastingRequired: false,
  includedTests: [{ category: 'Thyroid', tests: ['T3', 'T4', 'TSH'] }],
};

/** A server that is down: the connection is dropped without an answer. */
const down = 'drop';

describe('sending and resending the one-time code', () => {
  it('posts the phone number and returns the server message and cooldown', async () => {
    server.answer('POST /api/v1/auth/send-otp', {
      json: { success: true, message: 'OTP sent successfully', resendAfter: 30 },
    });
    const outcome = await sendOtp('9876543210');
    expect(outcome).toMatchObject({ ok: true, value: { message: 'OTP sent successfully', resendAfter: 30 } });
    expect(server.seen[0]?.body).toEqual({ phoneNumber: '9876543210' });
  });

  it('shows the server message when the server refuses, and keeps its retryAfter', async () => {
    server.answer('POST /api/v1/auth/send-otp', {
      status: 429,
      json: { success: false, message: 'Please wait 20 seconds', retryAfter: 20 },
    });
    const outcome = await sendOtp('9876543210');
    expect(inEnglish(outcome)).toMatchObject({ ok: false, reason: 'failed', message: 'Please wait 20 seconds' });
    expect(!outcome.ok && outcome.retryAfter).toBe(20);
  });

  it("falls back to 'Failed to send OTP' without a server message", async () => {
    server.answer('POST /api/v1/auth/send-otp', { json: { success: false } });
    expect(inEnglish(await sendOtp('9876543210'))).toMatchObject({ message: 'Failed to send OTP' });
    server.answer('POST /api/v1/auth/send-otp', { status: 500, text: '<h1>Bad gateway</h1>' });
    expect(inEnglish(await sendOtp('9876543210'))).toMatchObject({ message: 'Failed to send OTP' });
  });

  it("says 'Error sending OTP. Please try again.' when the server cannot be reached", async () => {
    server.answer('POST /api/v1/auth/send-otp', down);
    expect(inEnglish(await sendOtp('9876543210'))).toMatchObject({
      ok: false,
      reason: 'error',
      message: 'Error sending OTP. Please try again.',
    });
  });

  it('uses the resend messages of the spec for a resend', async () => {
    server.answer('POST /api/v1/auth/send-otp', { json: { success: false } });
    expect(inEnglish(await resendOtp('9876543210'))).toMatchObject({ message: 'Failed to resend OTP' });
    server.answer('POST /api/v1/auth/send-otp', down);
    expect(inEnglish(await resendOtp('9876543210'))).toMatchObject({
      message: 'Error resending OTP. Please try again.',
    });
  });
});

describe('verifying the code', () => {
  it('returns the token and user id', async () => {
    server.answer('POST /api/v1/auth/verify-otp', {
      json: { success: true, message: 'Login successful', token: 'tok', userId: 'u1' },
    });
    expect(inEnglish(await verifyOtp('9876543210', '123456'))).toMatchObject({
      ok: true,
      value: { token: 'tok', userId: 'u1' },
    });
    expect(server.seen[0]?.body).toEqual({ phoneNumber: '9876543210', otp: '123456' });
  });

  it("shows the server message or 'Invalid OTP', and the network text", async () => {
    server.answer('POST /api/v1/auth/verify-otp', {
      status: 401,
      json: { success: false, message: 'Invalid OTP. 4 attempts left.' },
    });
    expect(inEnglish(await verifyOtp('9876543210', '000000'))).toMatchObject({ message: 'Invalid OTP. 4 attempts left.' });
    server.answer('POST /api/v1/auth/verify-otp', { json: { success: true, message: 'no token' } });
    expect(inEnglish(await verifyOtp('9876543210', '000000'))).toMatchObject({ ok: false, message: 'Invalid OTP' });
    server.answer('POST /api/v1/auth/verify-otp', down);
    expect(inEnglish(await verifyOtp('9876543210', '000000'))).toMatchObject({
      message: 'Error verifying OTP. Please try again.',
    });
  });
});

describe('the cart calls', () => {
  it('send the stored token and read the items', async () => {
    signIn({ token: 'secret-token', userId: 'u 1' });
    server.answer('GET /api/v1/cart/u 1', {
      json: { success: true, data: [{ _id: 't1', name: 'CBC', category: 'Blood', description: '', price: 299 }, { name: 'no id' }] },
    });
    const outcome = await fetchCart('u 1');
    expect(outcome).toMatchObject({ ok: true, value: [{ _id: 't1', name: 'CBC', price: 299 }] });
    expect(server.seen[0]?.headers.authorization).toBe('Bearer secret-token');
  });

  it('add an item, with the spec messages for refusal and network failure', async () => {
    server.answer('POST /api/v1/cart/add', { json: { success: true, message: 'Added' } });
    expect((await addToCart('u1', 't1')).ok).toBe(true);
    expect(server.seen[0]?.body).toEqual({ userId: 'u1', testId: 't1' });
    server.answer('POST /api/v1/cart/add', { status: 401, json: { success: false, message: 'Please login to continue' } });
    expect(inEnglish(await addToCart('u1', 't1'))).toMatchObject({ message: 'Please login to continue' });
    server.answer('POST /api/v1/cart/add', { json: { success: false } });
    expect(inEnglish(await addToCart('u1', 't1'))).toMatchObject({ message: 'Failed to add item to cart' });
    server.answer('POST /api/v1/cart/add', down);
    expect(inEnglish(await addToCart('u1', 't1'))).toMatchObject({ message: 'Error adding item to cart' });
  });

  it('remove an item with DELETE and a JSON body, with the spec failure messages', async () => {
    server.answer('DELETE /api/v1/cart/remove', { json: { success: true } });
    expect((await removeFromCart('u1', 't1')).ok).toBe(true);
    expect(server.seen[0]).toMatchObject({ method: 'DELETE' });
    expect(server.seen[0]?.body).toEqual({ userId: 'u1', testId: 't1' });
    server.answer('DELETE /api/v1/cart/remove', { status: 403, json: { success: false, message: 'Forbidden' } });
    expect(inEnglish(await removeFromCart('u1', 't1'))).toMatchObject({ message: 'Failed to remove item from cart' });
    server.answer('DELETE /api/v1/cart/remove', down);
    expect(inEnglish(await removeFromCart('u1', 't1'))).toMatchObject({ message: 'Error removing item from cart' });
  });
});

describe('the catalogue calls', () => {
  it('read tab categories and drop entries without a name', async () => {
    server.answer('GET /api/v1/category/women/get', {
      json: { success: true, data: [{ _id: 'c1', name: 'PCOD' }, { _id: 'c2' }] },
    });
    expect(await fetchTabCategories('women')).toMatchObject({ ok: true, value: [{ _id: 'c1', name: 'PCOD' }] });
  });

  it('URL-encode the category name and read tests', async () => {
    server.answer('GET /api/v1/tests/category/Full Body Checkup', { json: { success: true, data: [test] } });
    const outcome = await fetchTestsByCategory('Full Body Checkup');
    expect(outcome).toMatchObject({ ok: true, value: [{ _id: 't1', price: 499, originalPrice: 899 }] });
  });

  it('read the fixed selections', async () => {
    server.answer('GET /api/v1/tests/selected/Special Care Packages', { json: { success: true, data: [test] } });
    expect(await fetchSelectedTests('Special Care Packages')).toMatchObject({ ok: true });
  });

  it('read one test, and report an unknown one as failed', async () => {
    server.answer('GET /api/v1/tests/t1', { json: { success: true, data: test } });
    expect(await fetchTestById('t1')).toMatchObject({ ok: true, value: { name: test.name } });
    server.answer('GET /api/v1/tests/zz', { status: 404, json: { success: false, message: 'Test not found' } });
    expect(await fetchTestById('zz')).toMatchObject({ ok: false, reason: 'failed', status: 404 });
  });

  it('treat a body of the wrong shape as a failure, never a crash', async () => {
    server.answer('GET /api/v1/category/men/get', { json: { success: true, data: 'nope' } });
    expect(await fetchTabCategories('men')).toMatchObject({ ok: false, reason: 'failed' });
    server.answer('GET /api/v1/category/organ/get', { text: '<!doctype html><p>a web page</p>' });
    expect(await fetchTabCategories('organ')).toMatchObject({ ok: false });
    server.answer('GET /api/v1/category/lifestyle/get', down);
    expect(await fetchTabCategories('lifestyle')).toMatchObject({ ok: false, reason: 'error' });
  });

  it('read a random bottom banner', async () => {
    server.answer('GET /api/v1/bottombanners/get-random', { json: { success: true, data: { imageUrl: '/banners/b1.svg' } } });
    expect(await fetchRandomBottomBanner()).toMatchObject({ ok: true, value: { imageUrl: '/banners/b1.svg' } });
  });
});

describe('search', () => {
  const entry = (i: number) => ({ _id: `t${i}`, name: `Test ${i}`, category: 'Blood', price: 100 + i });

  it('sends the query, keeps at most 8 and drops entries lacking a name or an _id', async () => {
    const data = [{ name: 'no id' }, { _id: 'x' }, ...Array.from({ length: 12 }, (_, i) => entry(i))];
    server.answer('GET /api/v1/tests/search', { json: { success: true, data } });
    const outcome = await searchTests('vit d');
    expect(outcome.ok && outcome.value.map((s) => s._id)).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7']);
    expect(server.seen[0]?.query.get('q')).toBe('vit d');
  });

  it('accepts a bare list', async () => {
    server.answer('GET /api/v1/tests/search', { json: [entry(1)] });
    expect(await searchTests('cbc')).toMatchObject({ ok: true, value: [{ _id: 't1' }] });
  });

  it('reports non-OK statuses and aborted requests without throwing', async () => {
    server.answer('GET /api/v1/tests/search', { status: 503, json: { success: false } });
    expect(await searchTests('cbc')).toMatchObject({ ok: false, reason: 'failed' });
    const controller = new AbortController();
    controller.abort();
    expect(await searchTests('cbc', controller.signal)).toMatchObject({ ok: false, reason: 'error' });
  });
});
