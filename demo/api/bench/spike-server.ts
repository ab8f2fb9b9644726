import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startServer } from '../start-server';

/**
 * One server of the spike bench (`bench/spike.ts`) in a process of its own, as in production:
 * measured in the bench's process it would share one event loop with autocannon, and two API
 * instances would share one. Takes its order as the first IPC message, answers `{ url }` once it
 * listens, and closes on SIGTERM (the API gracefully, as a deploy would stop it).
 */
export type SpikeServerOrder =
  | { kind: 'bare node:http' | 'minimal Hono'; body: string; headers: Record<string, string> }
  | { kind: 'api'; dataDir: string; databaseUrl: string | undefined; databaseSchema: string | undefined; otpSecret: string };

type Listening = Pick<Server, 'address' | 'close' | 'closeAllConnections'>;

const urlOf = (server: Listening) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const closeOf = (server: Listening) => () =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

async function start(order: SpikeServerOrder): Promise<{ url: string; close: () => Promise<void> }> {
  if (order.kind === 'api') {
    const { dataDir, databaseUrl, databaseSchema, otpSecret } = order;
    return startServer({ port: 0, dataDir, databaseUrl, databaseSchema, otpSecret });
  }
  const body = Buffer.from(order.body, 'base64');
  if (order.kind === 'bare node:http') {
    const bare = createServer((_request, response) => response.writeHead(200, order.headers).end(body));
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    return { url: urlOf(bare), close: closeOf(bare) };
  }
  const minimal = new Hono();
  minimal.get('*', (c) => c.body(body, 200, order.headers));
  const hono = await new Promise<Server>((resolve) => {
    const server = serve({ fetch: minimal.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server as Server));
  });
  return { url: urlOf(hono), close: closeOf(hono) };
}

process.once('message', (order: SpikeServerOrder) => {
  start(order).then(
    (server) => {
      process.once('SIGTERM', () => void server.close().finally(() => process.exit(0)));
      process.send?.({ url: server.url });
    },
    (error: unknown) => {
      console.error(`The ${order.kind} server of the spike could not start:`, error);
      process.exit(1);
    },
  );
});
