import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

// Other people's sends must not keep the owner of a number out: a number's sends are counted per
// requester (an address group, or a browser's device key) under a ceiling per number, and a
// browser that has logged in on the number sends with its device key outside the address,
// network and global budgets. Addresses come through a trusted proxy (the test itself, on
// loopback) in X-Forwarded-For.
const hour = 60 * 60_000;
const day = 24 * hour;
let server: TestServer;
const owner = '192.0.2.10';
const strangers = (count: number) => Array.from({ length: count }, (_, i) => `203.0.113.${i + 1}`);
async function send(phoneNumber: string, address: string, deviceKey?: string) {
  const response = await server.request('POST', '/api/v1/auth/send-otp', {
    body: { phoneNumber, ...(deviceKey ? { deviceKey } : {}) },
    headers: { 'X-Forwarded-For': address },
  });
  return { ...response, challenge: (response.body as { challenge?: string }).challenge, code: server.sender.latestCodeFor(phoneNumber) ?? '' };
}
const verify = (body: { phoneNumber: string; otp: string; challenge?: string; deviceKey?: string }, address: string) =>
  server.request('POST', '/api/v1/auth/verify-otp', { body, headers: { 'X-Forwarded-For': address } });

/** Logs the number in from the owner's address and returns the browser's device key. */
async function logInOnce(phoneNumber: string): Promise<string> {
  const sent = await send(phoneNumber, owner);
  const login = await verify({ phoneNumber, otp: sent.code, challenge: sent.challenge }, owner);
  expect(login.status).toBe(200);
  return (login.body as { deviceKey: string }).deviceKey;
}

beforeAll(async () => {
  server = await startTestServer({ limits: { maxSendsPerHour: 12 }, trustedProxies: { kind: 'hops', hops: 1 } });
});
afterAll(() => server.close());
// Each test starts at 01:00 UTC of a new day, outside every window of the ones before it.
beforeEach(() => server.clock.advance(2 * day - (server.clock.now().getTime() % day) + hour));

describe('sends to the owner\'s number from other addresses', () => {
  it('leave the owner, at an address of their own, a code that logs in, and do not replace it', async () => {
    const phoneNumber = '9200000001';
    for (const address of strangers(5)) {
      expect((await send(phoneNumber, address)).status).toBe(200);
      server.clock.advance(60_000);
    }
    const mine = await send(phoneNumber, owner);
    expect(mine.status).toBe(200);
    server.clock.advance(60_000);
    expect((await send(phoneNumber, '198.51.100.7')).status).toBe(200);

    const login = await verify({ phoneNumber, otp: mine.code, challenge: mine.challenge }, owner);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, message: 'Login successful' });
  });

  it('up to the number\'s ceiling keep out only those without a device key of the number', async () => {
    const phoneNumber = '9200000002';
    const deviceKey = await logInOnce(phoneNumber);
    for (const address of strangers(9)) {
      // One code per cooldown for the number, whoever asks.
      server.clock.advance(31_000);
      expect((await send(phoneNumber, address)).status).toBe(200);
    }
    server.clock.advance(31_000);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await send(phoneNumber, '198.51.100.8');
    const lines = logged.mock.calls.map((call) => call.join(' '));
    logged.mockRestore();
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toBe('Too many OTP requests from this number. Please try again in 55 minutes.');
    expect(lines).toEqual([
      expect.stringMatching(/^Send budget spent: OTP_MAX_SENDS_PER_NUMBER_PER_HOUR=10 refuses code requests to 92xxxxxx02 without a device key of it until \S+Z \(429\)$/),
    ]);

    const sent = await send(phoneNumber, '198.51.100.9', deviceKey);
    expect(sent.status).toBe(200);
    expect((await verify({ phoneNumber, otp: sent.code, challenge: sent.challenge, deviceKey }, '198.51.100.9')).status).toBe(200);
  });
});

describe('the number\'s resend cooldown', () => {
  it('sends one code of 300 parallel sends to one number from 300 addresses', async () => {
    const addresses = Array.from({ length: 300 }, (_, i) => `2001:db8:${i.toString(16)}::1`);
    const answers = await Promise.all(addresses.map((address) => send('9200000401', address)));
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(1);
    expect(new Set(answers.filter(({ status }) => status !== 200).map(({ status }) => status))).toEqual(new Set([429]));
    expect(server.sender.deliveredTo('9200000401')).toBe(1);
  }, 60_000);

  it('holds for a browser with a device key too, and ends after 30 s', async () => {
    const phoneNumber = '9200000402';
    const deviceKey = await logInOnce(phoneNumber);
    server.clock.advance(31_000);
    expect((await send(phoneNumber, '203.0.113.1')).status).toBe(200);
    const refused = await send(phoneNumber, owner, deviceKey);
    expect(refused.body).toEqual({ success: false, message: 'Please wait 30 seconds before requesting another OTP', retryAfter: 30 });
    server.clock.advance(30_000);
    expect((await send(phoneNumber, owner, deviceKey)).status).toBe(200);
  });
});

describe('a browser with a device key of the number', () => {
  it('gets its code even when the global budget is spent', async () => {
    const phoneNumber = '9200000003';
    const deviceKey = await logInOnce(phoneNumber);
    for (const [i, address] of strangers(11).entries()) expect((await send(`92000001${String(i).padStart(2, '0')}`, address)).status).toBe(200);
    const stranger = await send('9200000199', '100.64.0.1');
    expect((stranger.body as { message: string }).message).toBe('Too many OTP requests right now. Please try again in 60 minutes.');
    server.clock.advance(31_000);
    expect((await send(phoneNumber, owner)).status).toBe(429);

    const sent = await send(phoneNumber, owner, deviceKey);
    expect(sent.status).toBe(200);
    const login = await verify({ phoneNumber, otp: sent.code, challenge: sent.challenge, deviceKey }, owner);
    expect(login.status).toBe(200);
    // The browser keeps its one key, whatever numbers it logs in with.
    expect((login.body as { deviceKey: string }).deviceKey).toBe(deviceKey);
  });

  it('earns nothing for another number, nor once it has gone unused for its lifetime', async () => {
    const deviceKey = await logInOnce('9200000004');
    for (const [i, address] of strangers(11).entries()) expect((await send(`92000002${String(i).padStart(2, '0')}`, address)).status).toBe(200);
    expect((await send('9200000005', owner, deviceKey)).status).toBe(429);
    expect((await send('9200000004', owner, 'a'.repeat(43))).status).toBe(429);

    server.clock.advance(server.limits.deviceKeyDays * day);
    for (const [i, address] of strangers(12).entries()) expect((await send(`92000003${String(i).padStart(2, '0')}`, address)).status).toBe(200);
    expect((await send('9200000004', owner, deviceKey)).status).toBe(429);
  });
});
