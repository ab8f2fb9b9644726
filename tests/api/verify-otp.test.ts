import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
let phoneSequence = 0;
let phoneNumber = '';
/** The challenge send-otp answered for the current number's code, which the storefront brings back. */
let challenge = '';
const invalidOrExpired = { success: false, message: 'Invalid or expired OTP. Please check the code or request a new one.' };

const verify = (otp: unknown, phone: unknown = phoneNumber, withChallenge?: string) =>
  server.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber: phone, otp, ...(withChallenge ? { challenge: withChallenge } : {}) } });
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.clock.advance(2 * 60 * 60_000);
  phoneNumber = `98000000${String(phoneSequence++).padStart(2, '0')}`;
  const sent = await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber } });
  expect(sent.status).toBe(200);
  challenge = (sent.body as { challenge: string }).challenge;
});

const currentCode = () => server.sender.latestCodeFor(phoneNumber) ?? '';

describe('POST /api/v1/auth/verify-otp', () => {
  it('logs in with the right code and returns a token, a string user id and the browser\'s device key', async () => {
    const response = await verify(currentCode());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Login successful',
      token: expect.stringMatching(/^[\w-]{40,}$/),
      userId: expect.any(String),
      deviceKey: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('gives the same user id when the same number logs in again', async () => {
    const first = (await verify(currentCode())).body as { userId: string; token: string };
    server.clock.advance(31_000);
    await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber } });
    const second = (await verify(currentCode())).body as { userId: string; token: string };
    expect(second.userId).toBe(first.userId);
    expect(second.token).not.toBe(first.token);
  });

  it('refuses a wrong code with the code\'s challenge and tells its requester how many tries remain', async () => {
    const response = await verify(wrongCodeFor(currentCode()), phoneNumber, challenge);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: 'Invalid OTP. 4 attempts left.', attemptsLeft: 4 });
  });

  it('answers a wrong code without the challenge alike whether a code is pending or not: no one learns who is logging in', async () => {
    const pending = await verify(wrongCodeFor(currentCode()));
    const none = await verify('123456', '9999999998');
    expect([pending.status, pending.body]).toEqual([401, invalidOrExpired]);
    expect([none.status, none.body]).toEqual([401, invalidOrExpired]);
  });

  it('locks the code after 5 tries, even if the right code comes next', async () => {
    const wrong = wrongCodeFor(currentCode());
    for (let i = 0; i < 4; i++) expect((await verify(wrong, phoneNumber, challenge)).status).toBe(401);
    const fifth = await verify(wrong, phoneNumber, challenge);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ success: false, message: 'Too many incorrect attempts. Please request a new OTP.' });
    expect((await verify(currentCode(), phoneNumber, challenge)).status).toBe(429);
  });

  it('refuses a code older than 5 minutes', async () => {
    server.clock.advance(5 * 60_000 + 1);
    const response = await verify(currentCode(), phoneNumber, challenge);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(invalidOrExpired);
  });

  it('accepts a code just before it expires', async () => {
    server.clock.advance(5 * 60_000 - 1_000);
    expect((await verify(currentCode())).status).toBe(200);
  });

  it('accepts a code only once', async () => {
    const code = currentCode();
    expect((await verify(code, phoneNumber, challenge)).status).toBe(200);
    expect((await verify(code, phoneNumber, challenge)).body).toEqual(invalidOrExpired);
  });

  it.each([['12345'], ['1234567'], ['12a456'], [123456]])('refuses the code %j with the spec message', async (otp) => {
    const response = await verify(otp);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Please enter a valid 6-digit OTP' });
  });

  it('refuses an invalid phone number before looking at the code', async () => {
    const response = await verify(currentCode(), '123');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Please enter a valid 10-digit phone number' });
  });
});
