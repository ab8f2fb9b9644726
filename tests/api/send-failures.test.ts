import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

// A send is given back only when the gateway refused it outright (nothing went): a time-out may
// still deliver the SMS, so it counts. Once the SMS has gone the requester gets the challenge
// whatever fails after it. Codes are one per send, so a later send never replaces the code being
// typed, and a number keeps its five newest.
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
    limits: { alarmMinimumSendsPerHour: 1, maxLiveCodesPerNumber: 3 },
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
    expect(again.body).toEqual({ success: false, message: 'Invalid or expired OTP. Please check the code or request a new one.' });
  });

  it('ends once the number has as many newer ones as it keeps (3 here, 5 by default): the oldest goes first', async () => {
    const sends = [];
    for (let i = 0; i < 4; i++) {
      sends.push(await send('9100000104'));
      server.clock.advance(31_000);
    }
    const live = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM login_codes WHERE phone_number = $1', ['9100000104']);
    expect(live[0]?.count).toBe(3);
    const [oldest, second] = sends;
    expect((await verify({ phoneNumber: '9100000104', otp: oldest?.code ?? '', challenge: oldest?.challenge })).status).toBe(401);
    expect((await verify({ phoneNumber: '9100000104', otp: second?.code ?? '', challenge: second?.challenge })).status).toBe(200);
  });
});

const liveCodesOf = async (phoneNumber: string) =>
  (await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM login_codes WHERE phone_number = $1', [phoneNumber]))[0]?.count;

describe('a send the gateway refused outright', () => {
  it('leaves no code, holds no cooldown, and counts against its requester\'s caps only', async () => {
    // A browser that logged in on the number once: another requester of it.
    const deviceKey = await deviceKeyOf('9100000201');
    server.clock.advance(31_000);
    const answers = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      server.sender.refuseNext = true;
      answers.push((await send('9100000201')).body);
    }
    server.sender.refuseNext = false;
    // Four reached the gateway (the address's hourly cap of five, less the login's send), one after
    // the other without a wait.
    expect(answers.slice(0, 4)).toEqual(Array(4).fill({ success: false, message: 'Failed to send OTP' }));
    expect(answers.slice(4)).toEqual(Array(16).fill({
      success: false,
      message: 'Too many OTP requests from this number. Please try again in 60 minutes.',
      // Until the login's send leaves the hour.
      retryAfter: 3600 - 31,
    }));
    expect(await liveCodesOf('9100000201')).toBe(0);
    // Nothing of the number's was spent: its other requester gets a code at once.
    const other = await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: '9100000201', deviceKey } });
    expect(other.status).toBe(200);
  });
});

describe('a send the gateway answered too late', () => {
  it('counts as sent and keeps its code, which logs in when the SMS arrives', async () => {
    server.sender.answerLateNext = true;
    expect((await send('9100000211')).body).toEqual({ success: false, message: 'Failed to send OTP' });
    const late = server.sender.latestCodeFor('9100000211') ?? '';
    const again = await send('9100000211');
    expect(again.body).toMatchObject({ message: 'Please wait 30 seconds before requesting another OTP' });
    expect((await verify({ phoneNumber: '9100000211', otp: late })).status).toBe(200);
  });

  it('sends the number no more SMS in an hour than the requester\'s cap, however often it is asked', async () => {
    for (let attempt = 0; attempt < 25; attempt++) {
      server.sender.answerLateNext = true;
      await send('9100000212');
      server.clock.advance(31_000);
    }
    server.sender.answerLateNext = false;
    expect(server.sender.deliveredTo('9100000212')).toBe(5);
  });
});

/** Logs the number in and returns the browser's device key of it. */
async function deviceKeyOf(phoneNumber: string): Promise<string> {
  const sent = await send(phoneNumber);
  return ((await verify({ phoneNumber, otp: sent.code, challenge: sent.challenge })).body as { deviceKey: string }).deviceKey;
}

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
