import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readLimits } from '../../demo/api/limits';
import { createMemorySender } from '../../demo/api/otp/otp-senders';
import { startServer } from '../../demo/server';
import type { RunningServer } from '../../demo/server';
import { testOtpSecret } from './support/test-server';

// A deploy restarts instances one at a time behind a balancer. A closing instance stops taking
// connections, finishes what it has (answers then close their connection), and closes its pool;
// the balancer sends new requests to the other one. Needs PostgreSQL (two processes' worth of
// instances on one database); demo/api/ci-postgres.sh runs it.
const databaseUrl = process.env.DATABASE_URL;

/**
 * A round-robin balancer that, like nginx's `proxy_next_upstream error`, tries the next instance
 * when one refuses the connection or resets it before answering: a connection still waiting in
 * the closing instance's accept queue when it stops listening is reset, and reached no handler.
 */
async function startBalancer(upstreams: string[]) {
  let turn = 0;
  // A retry goes to the instance after the one that failed, whatever other requests took turns.
  const forward = (incoming: import('node:http').IncomingMessage, outgoing: import('node:http').ServerResponse, body: Buffer, triesLeft: number, index = turn++) => {
    const upstream = upstreams[index % upstreams.length] ?? '';
    // One connection per request (agent: false), as the API's own keep-alive is not what is tested.
    const forwarded = httpRequest(new URL(incoming.url ?? '/', upstream), { method: incoming.method, headers: incoming.headers, agent: false }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', (error: NodeJS.ErrnoException) => {
      if ((error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') && triesLeft > 0) forward(incoming, outgoing, body, triesLeft - 1, index + 1);
      else outgoing.writeHead(502, { 'x-balancer-error': error.code ?? '' }).end(error.code);
    });
    forwarded.end(body);
  };
  const balancer = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, outgoing, Buffer.concat(chunks), upstreams.length));
  });
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      balancer.close(() => resolve());
      balancer.closeAllConnections();
    }),
  };
}

describe.skipIf(!databaseUrl)('restarting one of two instances under load (needs DATABASE_URL)', () => {
  const schema = `shutdown_${Date.now()}`;
  const sender = createMemorySender();
  const start = () =>
    startServer({
      port: 0, dataDir: '', databaseUrl, databaseSchema: schema, otpSender: sender, otpSecret: testOtpSecret,
      limits: { ...readLimits(), maxSearchesPerAddressPerSecond: 1e6, maxSendsPerAddressPerHour: 1000, maxSendsPerNetworkPerHour: 1000, maxVerifiesPerAddressPerHour: 1000 },
    });
  let instances: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('fails no request: the closing instance finishes its requests and the other takes the new ones', async () => {
    instances = await Promise.all([start(), start()]);
    const upstreams = instances.map((instance) => instance.url);
    const balancer = await startBalancer(upstreams);
    const statuses: (number | string)[] = [];
    let stop = false;
    const call = async (path: string, body?: unknown) => {
      try {
        const response = await fetch(balancer.url + path, body === undefined ? {} : {
          method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        statuses.push(response.status === 200 ? 200 : `${response.status} ${path} ${response.headers.get('x-balancer-error') ?? ''}`);
      } catch (error) {
        statuses.push(String(error));
      }
    };
    // Four clients calling back to back: catalogue reads, searches and code sends (each to its
    // own number), bounded by a count as well as by the restart.
    const clients = Array.from({ length: 4 }, async (_, client) => {
      for (let i = 0; i < 400 && !stop; i++) {
        const step = i % 3;
        if (step === 0) await call('/api/v1/tests/tsh');
        else if (step === 1) await call('/api/v1/tests/search?q=thy');
        else await call('/api/v1/auth/send-otp', { phoneNumber: `9${client}${String(i).padStart(8, '0')}` });
      }
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = statuses.length;
      await instances[0]?.close();
      const restarted = await start();
      instances[0] = restarted;
      upstreams[0] = restarted.url;
      await new Promise((resolve) => setTimeout(resolve, 500));
      stop = true;
      await Promise.all(clients);
      expect(before).toBeGreaterThan(0);
      expect(statuses.length).toBeGreaterThan(before);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      stop = true;
      await balancer.close();
    }
  }, 120_000);
});
