import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHttpSettings, serveApp } from '../../demo/api/http/node-server';
import { readSmsGatewaySettings } from '../../demo/api/otp/otp-sender-setting';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

// What a load balancer in front needs from the server's HTTP: idle keep-alive connections that
// the balancer closes first, and a shutdown that lets the slowest request finish.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends one request on `socket` and resolves with the status line of its answer. */
function ask(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (received.includes('\r\n\r\n') && Buffer.byteLength(body, 'latin1') >= length) {
        socket.off('data', onData);
        resolve(head.split('\r\n')[0] ?? '');
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`connection closed before an answer to ${path}`)));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('keep-alive', () => {
  it('serves a second request on a connection left idle for 8 s (a balancer keeps them 60 s)', async () => {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    try {
      expect(await ask(socket, '/healthz')).toBe('HTTP/1.1 200 OK');
      await sleep(8_000);
      expect(await ask(socket, '/api/v1/tests/tsh')).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  }, 30_000);
});

describe('shutting down', () => {
  /** An app whose one route takes `ms`, and what happened when. */
  async function slowApp(ms: number, shutdownTimeoutMs: number) {
    const events: string[] = [];
    const app = new Hono();
    app.get('/slow', async (c) => {
      events.push('handler started');
      await sleep(ms);
      events.push('handler returned');
      return c.json({ success: true });
    });
    const served = await serveApp(app, 0, '127.0.0.1', { ...defaultHttpSettings, shutdownTimeoutMs });
    const { port } = served.server.address() as { port: number };
    return { served, events, url: `http://127.0.0.1:${port}/slow` };
  }

  it('lets a request in flight finish and answer before it is done', async () => {
    const { served, events, url } = await slowApp(1_500, defaultHttpSettings.shutdownTimeoutMs);
    const answer = fetch(url);
    await expect.poll(() => events).toEqual(['handler started']);
    const drained = served.drain().then(() => events.push('drained'));
    expect((await answer).status).toBe(200);
    await drained;
    expect(events).toEqual(['handler started', 'handler returned', 'drained']);
  });

  it('cuts a request that outlasts the time-out, yet is done only once its handler returned (the database closes after)', async () => {
    const { served, events, url } = await slowApp(1_500, 200);
    const answer = fetch(url).then(
      () => 'answered',
      () => 'cut',
    );
    await expect.poll(() => events).toEqual(['handler started']);
    await served.drain();
    events.push('drained');
    expect(await answer).toBe('cut');
    expect(events).toEqual(['handler started', 'handler returned', 'drained']);
  });

  it('waits longer by default than the slowest code send through the SMS gateway', () => {
    const gateway = readSmsGatewaySettings({ SMS_GATEWAY_URL: 'https://sms.example.net/v1/messages' });
    const waits = Array.from({ length: gateway.retries }, (_, retry) => gateway.retryDelayMs * 2 ** retry);
    const slowestSend = gateway.timeoutMs * (gateway.retries + 1) + waits.reduce((sum, wait) => sum + wait, 0);
    expect(slowestSend).toBe(16_500);
    expect(defaultHttpSettings.shutdownTimeoutMs).toBeGreaterThan(slowestSend);
  });
});
