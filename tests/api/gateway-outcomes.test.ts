import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OtpSender } from '../../demo/api/otp/otp-sender';
import { readSmsGatewaySettings } from '../../demo/api/otp/otp-sender-setting';
import { createSmsGatewaySender } from '../../demo/api/otp/sms-gateway-sender';
import { startFakeSmsGateway } from './support/fake-sms-gateway';
import { collectLogged } from './support/personal-data-scan';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

// The reference API in front of a real (fake) SMS gateway on this machine that refuses, answers a
// 5xx, or takes the SMS but answers after the sender's time-out: only an outright refusal is
// given back, so neither a refusing nor a slow gateway lets a caller send more than the caps, or
// leaves codes nobody was sent. Addresses come through a trusted proxy (the test) in X-Forwarded-For.
const hour = 60 * 60_000;
const day = 24 * hour;
let server: TestServer;
/** The gateway sender of the running test; the server's sender hands each SMS to it. */
let gatewaySender: OtpSender;
const send = (phoneNumber: string, address = '192.0.2.50') =>
  server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber }, headers: { 'X-Forwarded-For': address } });
const verify = (phoneNumber: string, otp: string, challenge?: string) =>
  server.request('POST', '/api/v1/auth/verify-otp', {
    body: { phoneNumber, otp, ...(challenge ? { challenge } : {}) },
    headers: { 'X-Forwarded-For': '192.0.2.60' },
  });
const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/**
 * Runs `test` with a fake gateway answering `statusList` after `delayMs`, behind the server's
 * sender, which gives up after `timeoutMs`.
 */
async function withGateway(
  statusList: number[],
  delayMs: number,
  test: (gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>) => Promise<void>,
  timeoutMs = 300,
) {
  const gateway = await startFakeSmsGateway(statusList, delayMs);
  const settings = readSmsGatewaySettings({ SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TIMEOUT_MS: String(timeoutMs) });
  // Its log is not printed, but goes to the log check of every API file (tests/api/setup.ts).
  gatewaySender = createSmsGatewaySender({ ...settings, retryDelayMs: 20 }, (line) => collectLogged([line]));
  try {
    await test(gateway);
  } finally {
    await gateway.close();
  }
}

beforeAll(async () => {
  server = await startTestServer({ otpSender: { send: (sms) => gatewaySender.send(sms) }, trustedProxies: { kind: 'hops', hops: 1 } });
});
afterAll(() => server.close());
beforeEach(() => server.clock.advance(2 * day - (server.clock.now().getTime() % day) + hour));

describe('a gateway that refuses (400)', () => {
  it('leaves no code that logs in after 20 sends to one number, and answers at most 5 of them without a limit', async () => {
    await withGateway([400], 0, async (gateway) => {
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push(await send('9660000001'));
      expect(statuses(answers)).toEqual({ 503: 5, 429: 15 });
      const codes = gateway.requests.map(({ body }) => /"message":"(\d{6})/.exec(body)?.[1] ?? '');
      expect(codes).toHaveLength(5);
      for (const code of codes) expect((await verify('9660000001', code)).status).toBe(401);
    });
  });
});

describe('a gateway that takes the SMS but answers after the time-out', () => {
  it('sends the number no more SMS in an hour than its caps, and a late SMS\'s code logs in', async () => {
    await withGateway([200], 1000, async (gateway) => {
      const answers = [await send('9660000002', '203.0.113.0')];
      // The SMS came though the send answered "Failed to send OTP": its code logs in.
      expect((await verify('9660000002', gateway.codesDeliveredTo('9660000002')[0] ?? '')).status).toBe(200);
      for (let i = 1; i < 25; i++) {
        server.clock.advance(31_000);
        answers.push(await send('9660000002', `203.0.113.${i % 3}`));
      }
      const delivered = gateway.codesDeliveredTo('9660000002');
      // Three requesters, five each, under the number's ceiling of ten an hour.
      expect(delivered).toHaveLength(10);
      expect(statuses(answers)).toEqual({ 503: 10, 429: 15 });
    });
  }, 60_000);
});

describe('a gateway that fails (5xx)', () => {
  it('counts the send: the number\'s cooldown holds, as the SMS may still come', async () => {
    await withGateway([503], 0, async (gateway) => {
      expect((await send('9660000003')).status).toBe(503);
      const again = await send('9660000003', '198.51.100.77');
      expect(again.body).toMatchObject({ message: 'Please wait 30 seconds before requesting another OTP' });
      expect(gateway.requests).toHaveLength(3);
    });
  });
});

describe('a slow gateway that answers in time', () => {
  it('is not asked for a second code while the first is on its way, whoever asks', async () => {
    await withGateway([200], 200, async (gateway) => {
      const first = send('9660000004', '198.51.100.1');
      await vi.waitFor(() => expect(gateway.requests).toHaveLength(1));
      expect((await send('9660000004', '198.51.100.2')).body).toMatchObject({ message: 'Please wait 30 seconds before requesting another OTP' });
      expect((await first).status).toBe(200);
      expect(gateway.requests).toHaveLength(1);
      // In time by far: with 300 ms against 200, a loaded machine let the answer come late and the
      // sender asked again, which is the time-out's test above, not this one.
    }, 5_000);
  });
});
