import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';

/** What a campaign spike reads: a listing of the home screen, the largest catalogue answer. */
export const spikePath = '/api/v1/tests/category/Full%20Body%20Checkup';
const spikeConnections = 50;

export interface SpikeRow {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * A campaign spike on one catalogue read, measured in one run beside two ceilings sending the
 * same bytes with the same headers: a bare `node:http` server (the machine's) and a minimal Hono
 * app on `@hono/node-server` (the framework's). The API's instances share the connections, as
 * behind a balancer.
 */
export async function runSpike(apiUrls: string[], seconds: number): Promise<SpikeRow[]> {
  const sample = await fetch(`${apiUrls[0] ?? ''}${spikePath}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const headers = Object.fromEntries(
    [...sample.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)),
  );
  const bare = createServer((_request, response) => response.writeHead(200, headers).end(body));
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const minimal = new Hono();
  minimal.get('*', (c) => c.body(body, 200, headers));
  const hono = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const server = serve({ fetch: minimal.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
  const urlOf = (server: { address(): unknown }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${spikePath}`;
  try {
    return [
      await measure('bare node:http, same bytes', [urlOf(bare)], seconds),
      await measure('minimal Hono on @hono/node-server, same bytes and headers', [urlOf(hono)], seconds),
      await measure(`reference API, ${apiUrls.length} instance${apiUrls.length === 1 ? '' : 's'}`, apiUrls.map((url) => url + spikePath), seconds),
    ];
  } finally {
    bare.close();
    bare.closeAllConnections();
    hono.close();
  }
}

/** Spreads the connections over the URLs at once and adds up what they answered. */
async function measure(label: string, urls: string[], seconds: number): Promise<SpikeRow> {
  const results = await Promise.all(
    urls.map((url) => autocannon({ url, connections: Math.round(spikeConnections / urls.length), duration: seconds })),
  );
  return {
    label,
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
  };
}
