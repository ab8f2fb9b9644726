import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const hour = 60 * 60_000;
let server: TestServer;
const send = (phoneNumber: string, address: string) =>
  server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber }, headers: { 'X-Forwarded-For': address } });

beforeAll(async () => {
  server = await startTestServer({
    limits: { maxSendsPerHour: 4, maxSendsPerNetworkPerHour: 2 },
    trustedProxies: { kind: 'hops', hops: 1 },
  });
});
afterAll(() => server.close());
// Each test starts 10 minutes into a new clock hour.
beforeEach(() => server.clock.advance(2 * hour - (server.clock.now().getTime() % hour) + 10 * 60_000));

describe('hourly send budgets', () => {
  it('refuse a network (IPv4 /24) over its budget, with Retry-After until its first send leaves the hour', async () => {
    expect((await send('9600000001', '198.51.100.1')).status).toBe(200);
    expect((await send('9600000002', '198.51.100.2')).status).toBe(200);
    const refused = await send('9600000003', '198.51.100.3');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      message: 'Too many OTP requests from your network. Please try again in 60 minutes.',
      retryAfter: 60 * 60,
    });
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await send('9600000004', '203.0.113.1')).status).toBe(200);
  });

  it('refuse everyone once the global budget is spent, until an hour after its first send, and log it once', async () => {
    for (const [i, address] of ['198.51.100.1', '203.0.113.1', '192.0.2.1', '100.64.0.1'].entries()) {
      expect((await send(`960000001${i}`, address)).status).toBe(200);
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await send('9600000019', '100.64.1.1');
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toBe('Too many OTP requests right now. Please try again in 60 minutes.');
    server.clock.advance(59 * 60_000);
    expect((await send('9600000019', '100.64.1.1')).status).toBe(429);
    const lines = logged.mock.calls.map((call) => call.join(' '));
    logged.mockRestore();
    // The second refusal came from the instance's memory of the first: one line per refusal.
    expect(lines).toEqual([
      expect.stringMatching(/^Send budget spent: OTP_MAX_SENDS_PER_HOUR=4 refuses code requests from everyone until \S+Z \(429\)$/),
    ]);
    server.clock.advance(60_000);
    expect((await send('9600000019', '100.64.1.1')).status).toBe(200);
  });

  it('count over a sliding hour: a budget spent at the end of a clock hour is not whole again when the next one starts', async () => {
    server.clock.advance(49 * 60_000);
    expect((await send('9600000031', '198.51.100.1')).status).toBe(200);
    expect((await send('9600000032', '198.51.100.2')).status).toBe(200);
    // 11:00 (a minute later): a clock-hour count would start again from nothing.
    server.clock.advance(60_000);
    const refused = await send('9600000033', '198.51.100.3');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ retryAfter: 59 * 60 });
    server.clock.advance(59 * 60_000);
    expect((await send('9600000033', '198.51.100.3')).status).toBe(200);
  });

  it('give a send back whenever the gateway does not take it (refused, timed out, a 5xx)', async () => {
    server.sender.refuseNext = true;
    expect((await send('9600000041', '198.51.100.1')).status).toBe(503);
    server.sender.refuseNext = true;
    expect((await send('9600000042', '198.51.100.2')).status).toBe(503);
    // Both sends were given back: the network's two sends this hour are still there.
    expect((await send('9600000043', '198.51.100.3')).status).toBe(200);
    expect((await send('9600000044', '198.51.100.4')).status).toBe(200);
    expect((await send('9600000045', '198.51.100.5')).status).toBe(429);
  });

  it('refuse numbers that cannot be Indian mobiles before any budget is spent', async () => {
    for (const phoneNumber of ['0000000000', '1234567890', '5555555555']) {
      const refused = await send(phoneNumber, '198.51.100.1');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, message: 'Please enter a valid 10-digit phone number' });
    }
    expect((await send('6000000051', '198.51.100.1')).status).toBe(200);
    expect((await send('9600000052', '198.51.100.2')).status).toBe(200);
    expect((await send('9600000053', '198.51.100.3')).status).toBe(429);
  });

  it('do not spend a budget on a send refused for another reason', async () => {
    expect((await send('9600000021', '198.51.100.1')).status).toBe(200);
    // Refused by the number's cooldown: the network's budget is untouched by it.
    expect((await send('9600000021', '198.51.100.1')).status).toBe(429);
    expect((await send('9600000022', '198.51.100.2')).status).toBe(200);
  });
});

describe('the send alarm', () => {
  it('logs once an hour when sends outnumber logins by the configured ratio', async () => {
    const alarmed = await startTestServer({ limits: { alarmSendsPerLogin: 5 } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      alarmed.clock.advance(hour - (alarmed.clock.now().getTime() % hour) + 60_000);
      for (let i = 0; i < 20; i++) {
        await alarmed.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: `96100000${String(i).padStart(2, '0')}` } });
      }
      const alarms = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('Alarm:'));
      expect(alarms).toEqual([expect.stringMatching(/^Alarm: 20 login codes sent but 0 logins this hour \(more than 5 sends per login\)/)]);
      expect(alarms.join()).not.toMatch(/\d{6}/);
    } finally {
      warn.mockRestore();
      await alarmed.close();
    }
  });
});
