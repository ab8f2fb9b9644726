import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../demo/api/db/database';
import { watchAvailability } from '../../demo/api/db/database-availability';
import { readLimits } from '../../demo/api/limits';
import { createMemorySender } from '../../demo/api/otp/otp-senders';
import type { OtpSender } from '../../demo/api/otp/otp-sender';
import { startServer } from '../../demo/server';
import type { RunningServer } from '../../demo/server';
import { freshDataDir } from './support/fresh-data-dir';
import { testOtpSecret } from './support/test-server';

// A balancer polls /readyz and takes an instance out when it fails: on SIGTERM an instance says
// so for a while before it stops listening, so no new call is sent to a closed port; and a
// handler stuck on a call that never answers does not keep a deploy waiting. On PGlite and on
// PostgreSQL (demo/api/ci-postgres.sh).
const databaseUrl = process.env.DATABASE_URL || undefined;
const started: RunningServer[] = [];
const dataDirs: string[] = [];

async function start(options: { shutdownDrainSeconds?: number; shutdownTimeoutMs?: number; otpSender?: OtpSender } = {}) {
  const dataDir = databaseUrl ? '' : await freshDataDir();
  dataDirs.push(dataDir);
  const server = await startServer({
    port: 0, dataDir, databaseUrl, databaseSchema: databaseUrl ? `readiness_${Date.now()}_${started.length}` : undefined,
    otpSender: options.otpSender ?? createMemorySender(), otpSecret: testOtpSecret, limits: readLimits(), ...options,
  });
  started.push(server);
  return server;
}
const get = async (server: RunningServer, path: string) => {
  const response = await fetch(server.url + path);
  return { status: response.status, body: (await response.json()) as unknown };
};

afterAll(async () => {
  await Promise.allSettled(started.map((server) => server.close()));
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const schemas = await client.query<{ nspname: string }>("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'readiness\\_%'");
    for (const { nspname } of schemas.rows) await client.query(`DROP SCHEMA ${nspname} CASCADE`);
    await client.end();
  }
  const { rm } = await import('node:fs/promises');
  await Promise.all(dataDirs.filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('shutting down behind a balancer', () => {
  it('answers /readyz 503 "Shutting down" for the drain time while still serving, and only then stops listening', async () => {
    const server = await start({ shutdownDrainSeconds: 1 });
    const began = performance.now();
    const closed = server.close().then(() => performance.now() - began);
    expect(await get(server, '/readyz')).toEqual({
      status: 503,
      body: { success: false, message: 'Shutting down', state: 'draining', database: 'up' },
    });
    expect(await get(server, '/healthz')).toMatchObject({ status: 200, body: { state: 'draining' } });
    expect((await get(server, '/api/v1/tests/tsh')).status).toBe(200);
    expect(await closed).toBeGreaterThanOrEqual(1000);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 60_000);

  it('closes a capped while after cutting a handler that never returns', async () => {
    const stuck: OtpSender = { send: () => new Promise(() => undefined) };
    const server = await start({ shutdownTimeoutMs: 200, otpSender: stuck });
    const call = fetch(`${server.url}/api/v1/auth/send-otp`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phoneNumber: '9876500991' }),
    }).then((response) => response.status, () => 'cut');
    // The send is in the gateway's hands once the number's send is recorded.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const began = performance.now();
    await server.close();
    expect(await call).toBe('cut');
    // The cut at 0.2 s, then the 5 s a cut handler is waited for.
    expect(performance.now() - began).toBeLessThan(8_000);
  }, 60_000);
});

describe('the database check of the health answers', () => {
  it('asks the database at most once a second, however many probes come', async () => {
    let asked = 0;
    const query = <Row>(): Promise<Row[]> => {
      asked += 1;
      return Promise.resolve([]);
    };
    const database: Database = {
      sharedByProcesses: false,
      query,
      transaction: (work) => work({ query, execScript: () => Promise.resolve() }),
      close: () => Promise.resolve(),
    };
    const availability = watchAvailability(database);
    expect(await Promise.all(Array.from({ length: 20 }, () => availability.answers()))).toEqual(Array(20).fill(true));
    expect(asked).toBe(1);
    // A timer of 1,000 ms may fire a fraction of a millisecond early by performance.now().
    await sleep(1_050);
    await availability.answers();
    expect(asked).toBe(2);
    availability.stop();
  });
});
