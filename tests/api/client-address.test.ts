import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitGroupOf, networkOf, normaliseIpAddress } from '../../demo/api/http/ip-address';
import { resolveClientAddress } from '../../demo/api/http/client-address';
import { parseTrustedProxies } from '../../demo/api/http/trusted-proxies';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

describe('the client address behind proxies', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.5', '1.2.3.4', parseTrustedProxies(''))).toBe('203.0.113.5');
  });

  it('is the entry the one trusted hop appended', () => {
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1', parseTrustedProxies('1'))).toBe('198.51.100.1');
  });

  it('is the entry before the nearest proxy\'s with two trusted hops', () => {
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.1', parseTrustedProxies('2'))).toBe('198.51.100.1');
  });

  it('walks through listed proxies and stops at the first address not listed', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, fd00::/8');
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1, fd00::7', trusted)).toBe('198.51.100.1');
  });

  it('ignores what a direct client writes when only listed proxies are trusted', () => {
    expect(resolveClientAddress('203.0.113.5', '1.2.3.4', parseTrustedProxies('10.0.0.0/8'))).toBe('203.0.113.5');
  });

  it.each([['not-an-address'], ['1.2.3.4:80'], ['1.2.3.999'], ['<script>'], ['']])(
    'stops at the last proxy when the entry it should take is %j',
    (entry) => {
      expect(resolveClientAddress('10.0.0.2', entry, parseTrustedProxies('1'))).toBe('10.0.0.2');
    },
  );

  it('writes one client one way, and groups IPv6 by /64 for limits', () => {
    expect(normaliseIpAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseIpAddress('[2001:DB8::1]')).toBe('2001:db8:0:0:0:0:0:1');
    expect(limitGroupOf('2001:db8:0:0:0:0:0:1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:db8:0:0:0:0:0:1')).toBe('2001:db8:0::/48');
    expect(limitGroupOf('192.0.2.1')).toBe('192.0.2.1');
    expect(networkOf('192.0.2.1')).toBe('192.0.2.0/24');
  });

  it.each([['true'], ['10.0.0.0/33'], ['proxy.internal'], ['10.0.0.1, junk']])(
    'refuses TRUST_PROXY=%j, naming the setting',
    (setting) => {
      expect(() => parseTrustedProxies(setting)).toThrow(/^TRUST_PROXY must be/);
    },
  );
});

describe('per-address send caps through the server', () => {
  let twoHops: TestServer;
  let onlyListed: TestServer;
  const send = (server: TestServer, phoneNumber: string, forwardedFor: string) =>
    server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber }, headers: { 'X-Forwarded-For': forwardedFor } });

  beforeAll(async () => {
    const limits = { maxSendsPerAddressPerHour: 1 };
    twoHops = await startTestServer({ limits, trustedProxies: { kind: 'hops', hops: 2 } });
    // The test connects from 127.0.0.1, which this server does not list: a direct client.
    onlyListed = await startTestServer({ limits, trustedProxies: parseTrustedProxies('10.0.0.0/8') });
  });
  afterAll(async () => {
    await twoHops.close();
    await onlyListed.close();
  });

  it('count each client behind two proxies apart, and every address of an IPv6 /64 together', async () => {
    expect((await send(twoHops, '9500000001', '198.51.100.1, 10.0.0.1')).status).toBe(200);
    expect((await send(twoHops, '9500000002', '198.51.100.2, 10.0.0.1')).status).toBe(200);
    expect((await send(twoHops, '9500000003', '6.6.6.6, 198.51.100.1, 10.0.0.1')).status).toBe(429);
    expect((await send(twoHops, '9500000004', '2001:db8:5:6::1, 10.0.0.1')).status).toBe(200);
    expect((await send(twoHops, '9500000005', '2001:db8:5:6::2, 10.0.0.1')).status).toBe(429);
  });

  it('count a direct client that writes X-Forwarded-For by its own address', async () => {
    expect((await send(onlyListed, '9500000011', '198.51.100.1')).status).toBe(200);
    const spoofed = await send(onlyListed, '9500000012', '198.51.100.2');
    expect(spoofed.status).toBe(429);
    expect((spoofed.body as { message: string }).message).toMatch(/^Too many OTP requests from this device\./);
  });
});
