import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

// A device key lets a returning owner past the keyless budgets, so keys must not add up to a
// cannon of their own: their sends have an hourly total of their own that the send alarm sees, a
// key serves at most 3 numbers, and a number keeps its 5 most recent keys. Addresses come through
// a trusted proxy (the test itself, on loopback) in X-Forwarded-For.
const hour = 60 * 60_000;
const day = 24 * hour;
let server: TestServer;
let nextAddress = 0;
const freshAddress = () => `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
/** The refusal of a spent budget of everyone's sends (keyless or with a key), until its first send leaves the hour. */
const rightNow = expect.stringMatching(/^Too many OTP requests right now\. Please try again in \d+ minutes\.$/) as unknown;

async function send(phoneNumber: string, deviceKey?: string) {
  const response = await server.request('POST', '/api/v1/auth/send-otp', {
    body: { phoneNumber, ...(deviceKey ? { deviceKey } : {}) },
    headers: { 'X-Forwarded-For': freshAddress() },
  });
  return { status: response.status, message: (response.body as { message: string }).message, challenge: (response.body as { challenge?: string }).challenge };
}

/** Logs the browser holding `deviceKey` (a new one without) in on the number; returns the key it is handed. */
async function logIn(phoneNumber: string, deviceKey?: string): Promise<string> {
  const sent = await send(phoneNumber, deviceKey);
  expect(sent.status).toBe(200);
  const otp = server.sender.latestCodeFor(phoneNumber);
  const login = await server.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber, otp, challenge: sent.challenge, ...(deviceKey ? { deviceKey } : {}) } });
  expect(login.status).toBe(200);
  server.clock.advance(31_000);
  return (login.body as { deviceKey: string }).deviceKey;
}

/** Spends what is left of the keyless budget with strangers' sends, until one is refused. */
async function spendKeylessBudget(): Promise<void> {
  for (let i = 0; i < 20; i++) if ((await send(`96500000${String(i).padStart(2, '0')}`)).status === 429) return;
  throw new Error('The keyless budget was never spent');
}

beforeAll(async () => {
  server = await startTestServer({
    limits: { maxSendsPerHour: 8, maxDeviceSendsPerHour: 3, alarmMinimumSendsPerHour: 10, alarmSendsPerLogin: 1 },
    trustedProxies: { kind: 'hops', hops: 1 },
  });
});
afterAll(() => server.close());
beforeEach(() => server.clock.advance(2 * day - (server.clock.now().getTime() % day) + hour));

describe('sends with a device key', () => {
  it('still reach a returning owner once the keyless budget is spent, up to their own hourly total, and the send alarm counts them', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const numbers = ['9650000101', '9650000102', '9650000103'];
      let key: string | undefined;
      for (const phoneNumber of numbers) key = await logIn(phoneNumber, key);
      await spendKeylessBudget();
      for (const phoneNumber of numbers) expect((await send(phoneNumber, key)).status).toBe(200);
      server.clock.advance(31_000);
      expect(await send(numbers[0] ?? '', key)).toMatchObject({ status: 429, message: rightNow });
      expect(logged.mock.calls.map(([line]) => String(line))).toContainEqual(
        expect.stringMatching(/^Send budget spent: OTP_MAX_DEVICE_SENDS_PER_HOUR=3 refuses code requests with a device key from everyone until \S+Z \(429\)$/),
      );
      // 8 sends without a key and, from the second one with a key on, 10 in the hour for 3 logins.
      expect(warned.mock.calls.map(([line]) => String(line))).toEqual([expect.stringMatching(/^Alarm: 10 login codes sent but 3 logins this hour/)]);
    } finally {
      warned.mockRestore();
      logged.mockRestore();
    }
  });
});

describe('one device key', () => {
  it('serves three numbers: a login on a fourth hands the key back without it', async () => {
    const numbers = ['9650000201', '9650000202', '9650000203', '9650000204'];
    const key = await logIn(numbers[0] ?? '');
    for (const phoneNumber of numbers.slice(1)) expect(await logIn(phoneNumber, key)).toBe(key);
    await spendKeylessBudget();
    expect(await send(numbers[3] ?? '', key)).toMatchObject({ status: 429, message: rightNow });
    expect((await send(numbers[0] ?? '', key)).status).toBe(200);
  });
});

describe('one number', () => {
  it('keeps its five most recent device keys: the least recently used goes first', async () => {
    const phoneNumber = '9650000301';
    const keys = [];
    for (let browser = 0; browser < 6; browser++) keys.push(await logIn(phoneNumber));
    const kept = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM device_keys WHERE phone_number = $1', [phoneNumber]);
    expect(kept[0]?.count).toBe(5);
    await spendKeylessBudget();
    expect(await send(phoneNumber, keys[0])).toMatchObject({ status: 429, message: rightNow });
    expect((await send(phoneNumber, keys[5])).status).toBe(200);
  });

  it('takes a made-up key, even a well-formed one, for none', async () => {
    await spendKeylessBudget();
    expect(await send('9650000401', 'A'.repeat(43))).toMatchObject({ status: 429, message: rightNow });
  });
});
