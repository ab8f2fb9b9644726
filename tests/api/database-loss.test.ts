import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readLimits } from '../../demo/api/limits';
import { createMemorySender } from '../../demo/api/otp/otp-senders';
import { startServer } from '../../demo/server';
import type { RunningServer } from '../../demo/server';
import { testOtpSecret } from './support/test-server';
import { startSilencingProxy } from './support/silencing-proxy';
import { postgresPrograms } from '../../demo/api/db/local-postgres';
import { startThrowawayPostgres } from './support/throwaway-postgres';
import type { ThrowawayPostgres } from './support/throwaway-postgres';

// PostgreSQL stops (a failover, a restart, a crash) and comes back. The server answers what
// needs it with 503 and Retry-After, keeps serving the catalogue from memory, logs one line when
// it is lost and one when it is back, and needs no restart. The test stops and starts a cluster
// of its own, so it runs in the PostgreSQL run (demo/api/ci-postgres.sh, as CI does).
const programs = process.env.DATABASE_URL ? await postgresPrograms() : undefined;
const unavailable = { success: false, message: 'The service is unavailable right now. Please try again in a moment.', retryAfter: 5 };

describe.skipIf(programs === undefined)('a lost PostgreSQL (needs DATABASE_URL and Debian’s PostgreSQL programs)', () => {
  const sender = createMemorySender();
  let postgres: ThrowawayPostgres;
  let server: RunningServer;
  const call = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const response = await fetch(server.url + path, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token === undefined ? {} : { Authorization: `Bearer ${init.token}` }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(programs ?? '');
    server = await startServer({
      port: 0, dataDir: '', databaseUrl: postgres.url, otpSender: sender, otpSecret: testOtpSecret, limits: readLimits(),
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await postgres.remove();
  }, 60_000);

  it('With PostgreSQL stopped a write answers 503 with Retry-After within 10 s, /readyz stays 200 naming the database down (catalogue reads go on), and both recover within 30 s of PostgreSQL’s return', async () => {
    const phoneNumber = '9876500777';
    await call('/api/v1/auth/send-otp', { method: 'POST', body: { phoneNumber } });
    const otp = sender.latestCodeFor(phoneNumber);
    const { token, userId } = (await call('/api/v1/auth/verify-otp', { method: 'POST', body: { phoneNumber, otp } })).body as { token: string; userId: string };
    const addTsh = () => call('/api/v1/cart/add', { method: 'POST', token, body: { userId, testId: 'tsh' } });
    // No catalogue read yet: the server read the catalogue when it started.
    expect((await call('/readyz')).status).toBe(200);

    const logged: string[] = [];
    const capture = (...args: unknown[]) => void logged.push(args.map((arg) => (arg instanceof Error ? String(arg.stack) : String(arg))).join(' '));
    const spies = [vi.spyOn(console, 'error').mockImplementation(capture), vi.spyOn(console, 'warn').mockImplementation(capture)];
    try {
      await postgres.stop();
      const writeStarted = performance.now();
      const write = await addTsh();
      expect(performance.now() - writeStarted).toBeLessThan(10_000);
      expect(write).toEqual({ status: 503, retryAfter: '5', body: unavailable });
      expect((await call('/api/v1/auth/send-otp', { method: 'POST', body: { phoneNumber: '9876500778' } })).status).toBe(503);
      expect((await call(`/api/v1/cart/${userId}`, { token })).status).toBe(503);
      expect((await call('/healthz')).status).toBe(200);
      // Lost for every instance at once: the balancer keeps them all, as they serve the catalogue.
      expect(await call('/readyz')).toMatchObject({ status: 200, body: { success: true, state: 'ready', database: 'down' } });
      expect(await call('/healthz')).toMatchObject({ status: 200, body: { database: 'down' } });
      // The catalogue is served from memory meanwhile.
      expect((await call('/api/v1/tests/tsh')).status).toBe(200);
      expect((await call('/api/v1/tests/category/Thyroid')).status).toBe(200);

      await postgres.start();
      const back = performance.now();
      await expect.poll(async () => (await call('/readyz')).body, { timeout: 30_000, interval: 250 }).toMatchObject({ database: 'up' });
      await expect.poll(async () => (await addTsh()).status, { timeout: 30_000, interval: 250 }).toBe(200);
      expect(performance.now() - back).toBeLessThan(30_000);
      expect((await call('/healthz')).status).toBe(200);
      await expect.poll(() => logged.filter((line) => /^Database back after \d+\.\d s\.$/.test(line)).length).toBe(1);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    // One line for the incident's start and one for its end, and no stack trace.
    expect(logged.filter((line) => line.startsWith('Database lost: '))).toHaveLength(1);
    expect(logged.filter((line) => /\n\s+at /.test(line))).toEqual([]);
    expect((await call(`/api/v1/cart/${userId}`, { token })).body).toMatchObject({ data: [{ _id: 'tsh' }] });
  }, 120_000);

  it('answers 503 within 10 s when the database goes silent without closing its connections, and recovers', async () => {
    const { hostname, port } = new URL(postgres.url);
    const proxy = await startSilencingProxy({ host: hostname, port: Number(port) });
    const throughProxy = new URL(postgres.url);
    throughProxy.port = String(proxy.port);
    const silenced = await startServer({
      port: 0, dataDir: '', databaseUrl: throughProxy.href, databaseSchema: 'silenced', otpSender: sender, otpSecret: testOtpSecret, limits: readLimits(),
    });
    const logged: string[] = [];
    const capture = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    const spies = [vi.spyOn(console, 'error').mockImplementation(capture), vi.spyOn(console, 'warn').mockImplementation(capture)];
    const send = (phoneNumber: string) =>
      fetch(`${silenced.url}/api/v1/auth/send-otp`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phoneNumber }) });
    try {
      // Connections in the pool, idle, that the silence then leaves hanging.
      expect((await Promise.all(['9876500781', '9876500782'].map(send))).map((answer) => answer.status)).toEqual([200, 200]);
      proxy.silence();
      const started = performance.now();
      const answers = await Promise.all(['9876500783', '9876500784', '9876500785'].map(send));
      expect(answers.map((answer) => [answer.status, answer.headers.get('retry-after')])).toEqual(Array(3).fill([503, '5']));
      expect(performance.now() - started).toBeLessThan(10_000);
      const database = async () => ((await (await fetch(`${silenced.url}/readyz`)).json()) as { database: string }).database;
      // Known lost: /readyz answers at once, not after a probe's connect time-out (3 s).
      const askedReady = performance.now();
      expect(await database()).toBe('down');
      expect(performance.now() - askedReady).toBeLessThan(1_000);

      proxy.resume();
      await expect.poll(database, { timeout: 30_000, interval: 250 }).toBe('up');
      expect((await send('9876500786')).status).toBe(200);
      // Calls begun in the silence that time out after its end start no second incident.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      expect(logged.map((line) => line.replace(/:.*|after .*/, ''))).toEqual(['Database lost', 'Database back ']);
    } finally {
      for (const spy of spies) spy.mockRestore();
      await silenced.close();
      await proxy.close();
    }
  }, 120_000);
});
