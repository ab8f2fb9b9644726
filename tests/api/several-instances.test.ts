import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPoolSettings } from '../../demo/api/db/pool-settings';
import { parseTrustedProxies } from '../../demo/api/http/trusted-proxies';
import { readLimits } from '../../demo/api/limits';
import { createMemorySender } from '../../demo/api/otp/otp-senders';
import { startServer } from '../../demo/server';
import type { RunningServer } from '../../demo/server';
import { testOtpSecret } from './support/test-server';

// Several instances need a database other processes can reach: PGlite lives inside one process.
// demo/api/ci-postgres.sh runs this file against a throw-away PostgreSQL (so does CI).
const databaseUrl = process.env.DATABASE_URL;

/** A small round-robin proxy on loopback, as a load balancer would spread calls over instances. */
async function startRoundRobinProxy(upstreams: string[]) {
  let calls = 0;
  const proxy = createServer((incoming, outgoing) => {
    const upstream = upstreams[calls++ % upstreams.length] ?? '';
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const forwarded = httpRequest(
      new URL(incoming.url ?? '/', upstream),
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      }),
  };
}

describe.skipIf(!databaseUrl)('two instances on one PostgreSQL behind a round-robin proxy (needs DATABASE_URL: PGlite is one process)', () => {
  const schema = `instances_${Date.now()}`;
  const sender = createMemorySender();
  let time = Date.now();
  let instances: RunningServer[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(proxy.url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    const start = () =>
      startServer({
        port: 0, dataDir: '', databaseUrl, databaseSchema: schema, otpSender: sender, otpSecret: testOtpSecret,
        clock: () => new Date(time), trustedProxies: parseTrustedProxies('127.0.0.1'),
        databasePool: { ...defaultPoolSettings, lockTimeoutMs: 300 },
        limits: { ...readLimits(), maxSearchesPerAddressPerSecond: 2 },
      });
    instances = await Promise.all([start(), start()]);
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  });
  afterAll(async () => {
    await proxy.close();
    await Promise.all(instances.map((instance) => instance.close()));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('log in, add to the cart and log out with every call on the other instance', async () => {
    const phoneNumber = '9800000001';
    const callsBefore = proxy.calls();
    expect((await call('POST', '/api/v1/auth/send-otp', { phoneNumber })).status).toBe(200);
    const login = await call('POST', '/api/v1/auth/verify-otp', { phoneNumber, otp: sender.latestCodeFor(phoneNumber) });
    expect(login.status).toBe(200);
    const { token, userId } = login.body as { token: string; userId: string };
    const added = await call('POST', '/api/v1/cart/add', { userId, testId: 'tsh' }, token);
    expect(added.body).toMatchObject({ success: true, message: 'Item added to cart successfully!' });
    const cart = await call('GET', `/api/v1/cart/${userId}`, undefined, token);
    expect(cart.body).toMatchObject({ success: true, data: [expect.objectContaining({ _id: 'tsh' })] });
    expect((await call('POST', '/api/v1/auth/logout', undefined, token)).status).toBe(200);
    expect((await call('GET', `/api/v1/cart/${userId}`, undefined, token)).status).toBe(401);
    // Round robin over two: each of the six calls went to the other instance than the one before.
    expect(proxy.calls() - callsBefore).toBe(6);
  });

  it('share the limits: a resend refused by the cooldown the other instance started', async () => {
    expect((await call('POST', '/api/v1/auth/send-otp', { phoneNumber: '9800000002' })).status).toBe(200);
    time += 5_000;
    const resend = await call('POST', '/api/v1/auth/send-otp', { phoneNumber: '9800000002' });
    expect(resend).toEqual({
      status: 429,
      body: { success: false, message: 'Please wait 25 seconds before requesting another OTP', retryAfter: 25 },
    });
  });

  it('share the search throttle: the cap holds for both instances together', async () => {
    time += 1_000;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call('GET', '/api/v1/tests/search?q=tsh')).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('refuse a send at once while another request holds the number, instead of queueing', async () => {
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', ['otp-number:9800000003']);
      time += 60_000;
      const refused = await call('POST', '/api/v1/auth/send-otp', { phoneNumber: '9800000003' });
      expect(refused).toEqual({
        status: 429,
        body: { success: false, message: 'Another request for this number is in progress. Please try again in a moment.', retryAfter: 1 },
      });
      await holder.query('COMMIT');
      expect((await call('POST', '/api/v1/auth/send-otp', { phoneNumber: '9800000003' })).status).toBe(200);
    } finally {
      await holder.end();
    }
  });

  it('answer a try 429 when the code stays locked longer than the lock time-out, instead of waiting on', async () => {
    time += 60_000;
    expect((await call('POST', '/api/v1/auth/send-otp', { phoneNumber: '9800000004' })).status).toBe(200);
    const holder = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query("SELECT 1 FROM login_codes WHERE phone_number = '9800000004' FOR UPDATE");
      const started = Date.now();
      const refused = await call('POST', '/api/v1/auth/verify-otp', { phoneNumber: '9800000004', otp: '000000' });
      expect(refused).toEqual({
        status: 429,
        body: { success: false, message: 'Too many requests at once. Please try again in a moment.', retryAfter: 1 },
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
  });
});
