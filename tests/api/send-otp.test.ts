import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const hour = 60 * 60_000;
let server: TestServer;
const send = (phoneNumber: unknown) => server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber } });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Every test starts outside the hourly windows of the ones before it.
beforeEach(() => server.clock.advance(2 * hour));

describe('POST /api/v1/auth/send-otp', () => {
  it('sends a 6-digit code, says when a resend is possible and hands out the code\'s challenge, without revealing the code', async () => {
    const response = await send('9876543210');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'OTP sent successfully',
      resendAfter: 30,
      challenge: expect.stringMatching(/^[\w-]{22}$/),
    });
    const code = server.sender.latestCodeFor('9876543210');
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(response.body)).not.toContain(code);
  });

  it('sends an SMS whose last line is the WebOTP line of the server\'s own host by default', async () => {
    expect((await send('9876543211')).status).toBe(200);
    const code = server.sender.latestCodeFor('9876543211') ?? '';
    expect(server.sender.latestTextFor('9876543211')?.split('\n').at(-1)).toBe(`@127.0.0.1 #${code}`);
  });

  it.each([['12345'], ['98765432100'], ['98765abcde'], [''], [9876543210], [null], ['0000000000'], ['1234567890'], ['5555555555']])(
    'refuses the phone number %j with the spec message',
    async (phoneNumber) => {
      const response = await send(phoneNumber);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Please enter a valid 10-digit phone number' });
    },
  );

  it('refuses a resend within 30 seconds and says how long to wait', async () => {
    await send('9000000001');
    server.clock.advance(7_000);
    const response = await send('9000000001');
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      success: false,
      message: 'Please wait 23 seconds before requesting another OTP',
      retryAfter: 23,
    });
  });

  it('allows a resend after the cooldown, and the earlier code still logs in until it expires', async () => {
    await send('9000000002');
    const first = server.sender.latestCodeFor('9000000002');
    server.clock.advance(30_000);
    expect((await send('9000000002')).status).toBe(200);
    const verifyOld = await server.request('POST', '/api/v1/auth/verify-otp', {
      body: { phoneNumber: '9000000002', otp: first },
    });
    expect(verifyOld.status).toBe(200);
  });

  it('allows 5 sends to a number per hour from one address, then refuses until the oldest leaves the hour', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send('9000000003')).status).toBe(200);
      server.clock.advance(60_000);
    }
    const refused = await send('9000000003');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, retryAfter: hour / 1000 - 5 * 60 });
    expect((refused.body as { message: string }).message).toMatch(/Too many OTP requests from this number/);
    server.clock.advance(hour - 5 * 60_000 + 1_000);
    expect((await send('9000000003')).status).toBe(200);
  });

  it('allows 20 sends per client address per hour, whatever the numbers', async () => {
    for (let i = 0; i < 20; i++) expect((await send(`91000000${String(i).padStart(2, '0')}`)).status).toBe(200);
    const refused = await send('9100000099');
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toMatch(/Too many OTP requests from this device/);
  });
});
