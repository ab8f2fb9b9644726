import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { otpSenderFromSetting, readSmsGatewaySettings } from '../../demo/api/otp/otp-sender-setting';
import { createFileSender, createLogSender } from '../../demo/api/otp/otp-senders';
import { otpSmsText } from '../../demo/api/otp/otp-sms';
import { createSmsGatewaySender } from '../../demo/api/otp/sms-gateway-sender';
import { SmsNotSent, SmsRefused } from '../../demo/api/otp/otp-sender';
import { startServer } from '../../demo/server';
import { startFakeSmsGateway } from './support/fake-sms-gateway';
import { collectLogged } from './support/personal-data-scan';
import { startTestServer } from './support/test-server';

const sms = { phoneNumber: '9876543210', code: '123456', text: otpSmsText('123456', 'shop.example.com', 300), at: new Date() };

function gatewaySender(url: string, logLines: string[], overrides: Record<string, string> = {}) {
  const settings = readSmsGatewaySettings({
    SMS_GATEWAY_URL: url,
    SMS_GATEWAY_AUTH_HEADER: 'Authorization: Bearer gateway-key',
    SMS_GATEWAY_BODY: '{"to":"+91{{phoneNumber}}","text":"{{message}}"}',
    SMS_GATEWAY_TIMEOUT_MS: '300',
    ...overrides,
  });
  // The sender's log goes to the test and to the log check of every API file (tests/api/setup.ts).
  return createSmsGatewaySender({ ...settings, retryDelayMs: 20 }, (line) => {
    logLines.push(line);
    collectLogged([line]);
  });
}

describe('the SMS text', () => {
  it('ends in the WebOTP line naming the storefront host and the code', () => {
    expect(sms.text.split('\n').at(-1)).toBe('@shop.example.com #123456');
    expect(sms.text).toMatch(/^123456 is your login code\. It expires in 5 minutes\./);
  });

  it('is what the log sender prints', async () => {
    const lines: string[] = [];
    await createLogSender((line) => {
      lines.push(line);
      collectLogged([line]);
    }).send(sms);
    expect(lines).toEqual([`SMS to 98xxxxxx10:\n${sms.text}`]);
  });
});

describe('the file sender', () => {
  it('appends one JSON line per SMS to a file only its owner can read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lab-otp-file-'));
    try {
      const path = join(dir, 'codes.jsonl');
      await createFileSender(path).send(sms);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ ...sms, at: sms.at.toISOString() });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('OTP_SENDER', () => {
  it('defaults to the log sender on loopback', () => {
    expect(() => otpSenderFromSetting({}, '127.0.0.1')).not.toThrow();
    expect(() => otpSenderFromSetting({}, '::1')).not.toThrow();
  });

  it('must be named off loopback, where printing codes would let log readers log in', () => {
    expect(() => otpSenderFromSetting({}, '0.0.0.0')).toThrow(/^OTP_SENDER must be set when HOST \(0\.0\.0\.0\)/);
    expect(() => otpSenderFromSetting({ OTP_SENDER: 'log' }, '0.0.0.0')).not.toThrow();
    expect(() => otpSenderFromSetting({ OTP_SENDER: 'file:/tmp/codes' }, '0.0.0.0')).not.toThrow();
  });

  it('refuses a server off loopback without a sender', async () => {
    await expect(startServer({ port: 0, host: '0.0.0.0', dataDir: '' })).rejects.toThrow(/OTP_SENDER must be set/);
  });

  it('refuses a gateway reached over plain HTTP off this machine, or no URL at all', () => {
    expect(() => readSmsGatewaySettings({ SMS_GATEWAY_URL: 'http://sms.example.com/send' })).toThrow(/https/);
    expect(() => readSmsGatewaySettings({})).toThrow(/^SMS_GATEWAY_URL must be/);
    expect(() => readSmsGatewaySettings({ SMS_GATEWAY_URL: 'https://sms.example.com', SMS_GATEWAY_AUTH_HEADER: 'no colon' })).toThrow(
      /^SMS_GATEWAY_AUTH_HEADER/,
    );
  });
});

describe('the SMS gateway sender', () => {
  it('posts the number and the text in the template, escaped, with the auth header', async () => {
    const gateway = await startFakeSmsGateway([200]);
    try {
      await gatewaySender(gateway.url, []).send({ ...sms, text: `${sms.text} "quoted"\\` });
      expect(gateway.requests).toHaveLength(1);
      const [request] = gateway.requests;
      expect(request?.headers.authorization).toBe('Bearer gateway-key');
      expect(request?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request?.body ?? '')).toEqual({ to: '+919876543210', text: `${sms.text} "quoted"\\` });
    } finally {
      await gateway.close();
    }
  });

  it('retries a 5xx and a time-out with back-off, and gives up after the retries', async () => {
    const gateway = await startFakeSmsGateway([503, 200]);
    const slow = await startFakeSmsGateway([200], 1000);
    try {
      await gatewaySender(gateway.url, []).send(sms);
      expect(gateway.requests).toHaveLength(2);
      const logLines: string[] = [];
      await expect(gatewaySender(slow.url, logLines).send(sms)).rejects.toBeInstanceOf(SmsNotSent);
      expect(slow.requests).toHaveLength(3);
      expect(logLines).toEqual(['SMS gateway did not take the code for 98xxxxxx10 (attempt 3): no answer within 300 ms']);
    } finally {
      await gateway.close();
      await slow.close();
    }
  });

  it('sends one idempotency key per SMS, the same on each retry, under the configured header name', async () => {
    const slow = await startFakeSmsGateway([200], 400);
    const named = await startFakeSmsGateway([503, 200]);
    try {
      // The gateway took the first attempt but answered after the time-out: the retry says it is the same SMS.
      await expect(gatewaySender(slow.url, [], { SMS_GATEWAY_RETRIES: '1' }).send(sms)).rejects.toBeInstanceOf(SmsNotSent);
      const keys = slow.requests.map((request) => request.headers['idempotency-key']);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      await gatewaySender(named.url, [], { SMS_GATEWAY_IDEMPOTENCY_HEADER: 'X-Request-Id' }).send(sms);
      await gatewaySender(named.url, [], { SMS_GATEWAY_IDEMPOTENCY_HEADER: 'X-Request-Id' }).send(sms);
      const [first, retry, next] = named.requests.map((request) => request.headers['x-request-id']);
      expect(retry).toBe(first);
      expect(next).not.toBe(first);
      expect(() => readSmsGatewaySettings({ SMS_GATEWAY_URL: slow.url, SMS_GATEWAY_IDEMPOTENCY_HEADER: 'bad header' })).toThrow(
        'SMS_GATEWAY_IDEMPOTENCY_HEADER must be a header name',
      );
    } finally {
      await slow.close();
      await named.close();
    }
  });

  it('does not retry a refusal (4xx), and logs neither the code nor the text', async () => {
    const gateway = await startFakeSmsGateway([400]);
    const logLines: string[] = [];
    try {
      await expect(gatewaySender(gateway.url, logLines).send(sms)).rejects.toBeInstanceOf(SmsNotSent);
      expect(gateway.requests).toHaveLength(1);
      expect(logLines).toEqual(['SMS gateway did not take the code for 98xxxxxx10 (attempt 1): HTTP 400']);
      expect(logLines.join('\n')).not.toContain(sms.code);
    } finally {
      await gateway.close();
    }
  });

  it('tells an outright refusal (a 4xx but 429, a refused connection) from an SMS that may have gone (a time-out, a 5xx, a 429)', async () => {
    const refusing = await startFakeSmsGateway([403]);
    const late = await startFakeSmsGateway([200], 1000);
    const failing = await startFakeSmsGateway([503, 400]);
    const busy = await startFakeSmsGateway([429]);
    const gone = await startFakeSmsGateway([200]);
    await gone.close();
    try {
      const outcome = (url: string) => gatewaySender(url, [], { SMS_GATEWAY_RETRIES: '1' }).send(sms).then(
        () => 'sent',
        (error: unknown) => (error instanceof SmsRefused ? 'refused' : error instanceof SmsNotSent ? 'may have gone' : 'other'),
      );
      expect(await outcome(refusing.url)).toBe('refused');
      expect(await outcome(gone.url)).toBe('refused');
      expect(await outcome(late.url)).toBe('may have gone');
      // A 400 after a 503: the first attempt may have been delivered.
      expect(await outcome(failing.url)).toBe('may have gone');
      expect(await outcome(busy.url)).toBe('may have gone');
    } finally {
      await Promise.all([refusing, late, failing, busy].map((gateway) => gateway.close()));
    }
  });

  // It starts a server of its own: its start can take longer than a test's 20 s on a busy machine.
  it('makes send-otp answer "Failed to send OTP" when the gateway fails', async () => {
    const gateway = await startFakeSmsGateway([500]);
    const server = await startTestServer({ otpSender: gatewaySender(gateway.url, [], { SMS_GATEWAY_RETRIES: '0' }) });
    try {
      const response = await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: '9876543210' } });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ success: false, message: 'Failed to send OTP' });
    } finally {
      await server.close();
      await gateway.close();
    }
  }, 60_000);
});
