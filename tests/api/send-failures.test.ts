import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

// A send is paid for only when its SMS goes: a gateway failure gives back all it spent, and once
// the SMS has gone the requester gets the challenge whatever fails after it. Codes are one per
// send, so a later send never replaces the code being typed.
const hour = 60 * 60_000;
const day = 24 * hour;
let server: TestServer;
/** Set by a test: what the database meets right after the next SMS has gone. */
let afterNextSms: (() => Promise<void>) | undefined;
async function send(phoneNumber: string) {
  const response = await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber } });
  return { ...response, challenge: (response.body as { challenge?: string }).challenge, code: server.sender.latestCodeFor(phoneNumber) ?? '' };
}
const verify = (body: { phoneNumber: string; otp: string; challenge?: string }) =>
  server.request('POST', '/api/v1/auth/verify-otp', { body });

beforeAll(async () => {
  server = await startTestServer({
    // The send alarm reads the database after every SMS from the first send of the hour on.
    limits: { alarmMinimumSendsPerHour: 1 },
    otpSender: {
      async send(sms) {
        await server.sender.send(sms);
        const fault = afterNextSms;
        afterNextSms = undefined;
        await fault?.();
      },
    },
  });
});
afterAll(() => server.close());
beforeEach(() => server.clock.advance(2 * day - (server.clock.now().getTime() % day) + hour));

describe('an earlier code', () => {
  it('still logs in after a later send, with its own challenge', async () => {
    const first = await send('9100000101');
    server.clock.advance(31_000);
    expect((await send('9100000101')).status).toBe(200);
    expect((await verify({ phoneNumber: '9100000101', otp: first.code, challenge: first.challenge })).status).toBe(200);
  });

  it('still logs in when typed with the later send\'s challenge (its SMS came late)', async () => {
    const first = await send('9100000102');
    server.clock.advance(31_000);
    const second = await send('9100000102');
    expect((await verify({ phoneNumber: '9100000102', otp: first.code, challenge: second.challenge })).status).toBe(200);
  });

  it('ends with the login: no code of the number works after it', async () => {
    const first = await send('9100000103');
    server.clock.advance(31_000);
    const second = await send('9100000103');
    expect((await verify({ phoneNumber: '9100000103', otp: second.code, challenge: second.challenge })).status).toBe(200);
    const again = await verify({ phoneNumber: '9100000103', otp: first.code, challenge: first.challenge });
    expect(again.body).toEqual({ success: false, message: 'OTP has expired. Please request a new one.' });
  });
});

describe('a send the gateway did not take', () => {
  it('spends neither the cooldown nor the number\'s sends', async () => {
    for (let failure = 0; failure < 6; failure++) {
      server.sender.refuseNext = true;
      const refused = await send('9100000201');
      expect(refused.body).toEqual({ success: false, message: 'Failed to send OTP' });
    }
    // At once, and five times in the hour: the requester's whole budget is still there.
    for (let sent = 0; sent < 5; sent++) {
      expect((await send('9100000201')).status).toBe(200);
      server.clock.advance(31_000);
    }
    expect((await send('9100000201')).status).toBe(429);
  });
});

describe('a database failure after the SMS has gone', () => {
  it('still answers success with the challenge, and logs it without the code', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    afterNextSms = () => server.db.query('ALTER TABLE rate_counts RENAME TO rate_counts_gone').then(() => undefined);
    try {
      const sent = await send('9100000301');
      await server.db.query('ALTER TABLE rate_counts_gone RENAME TO rate_counts');
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ success: true, message: 'OTP sent successfully', challenge: expect.any(String) });
      const lines = logged.mock.calls.map((call) => call.join(' '));
      expect(lines).toEqual([expect.stringMatching(/^Login code sent to 91xxxxxx01; the work after the send failed/)]);
      expect(lines.join()).not.toContain(sent.code);
      expect((await verify({ phoneNumber: '9100000301', otp: sent.code, challenge: sent.challenge })).status).toBe(200);
    } finally {
      logged.mockRestore();
    }
  });
});
