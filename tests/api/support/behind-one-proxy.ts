import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

export const hour = 60 * 60_000;
export const day = 24 * hour;

/**
 * The login tests' reference API: one per file, behind one trusted proxy (the test itself, on
 * loopback), so that each request names its address in X-Forwarded-For (`from`). Each test starts
 * at 01:00 UTC of a new day, outside every window of the ones before it. The server is started
 * before the file's tests and closed after them; what is returned stands for it meanwhile.
 */
export function serverBehindOneProxy(): TestServer {
  let started: TestServer | undefined;
  const running = () => {
    if (!started) throw new Error('The test server is used before its file has started it.');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer({ trustedProxies: { kind: 'hops', hops: 1 } });
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    const { clock } = running();
    clock.advance(2 * day - (clock.now().getTime() % day) + hour);
  });
  return new Proxy({} as TestServer, {
    get(_stand, key) {
      const server = running();
      const value: unknown = Reflect.get(server, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(server) : value;
    },
  });
}

/** The headers of a request that comes from `address` through the proxy. */
export const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
/** The code last sent to the number (by the server's in-memory SMS sender). */
export const codeOf = (server: TestServer, phoneNumber: string) => server.sender.latestCodeFor(phoneNumber) ?? '';
/** A six-digit code that is not `code`. */
export const wrongCodeFor = (code: string | undefined) => (code === '000000' ? '111111' : '000000');
