import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logIn } from './support/login';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

/**
 * Generated hostile requests against every route: odd paths (NUL, `..`, long and unicode
 * segments, broken escapes) and odd JSON (wrong types, deep nesting, huge numbers, `__proto__`).
 * A seeded generator makes every run send the same requests; a failure prints the request.
 */
/**
 * 2,000 by default. CI sends them all once, in its PostgreSQL run; its `npm test` on PGlite, on
 * the same two cores as the browser tests, sends the first 500 of the same sequence
 * (`FUZZ_REQUESTS_PER_ROUTE`), where all of them took 101 s of the longest lane.
 */
const requestsPerRoute = requestCount(process.env.FUZZ_REQUESTS_PER_ROUTE);

function requestCount(setting: string | undefined): number {
  if (setting === undefined) return 2_000;
  const count = Number(setting);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`FUZZ_REQUESTS_PER_ROUTE must be a whole number of requests, not "${setting}"`);
  }
  return count;
}
const inFlight = 24;
const seed = 20_261_123;

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** `:x` marks a segment the fuzzer replaces. */
  path: string;
  body?: boolean;
  auth?: boolean;
}

const routes: Route[] = [
  { method: 'GET', path: '/api/v1/tests/:id' },
  { method: 'GET', path: '/api/v1/tests/category/:name' },
  { method: 'GET', path: '/api/v1/tests/selected/:name' },
  { method: 'GET', path: '/api/v1/tests/search?q=:q' },
  { method: 'GET', path: '/api/v1/category/:group/get' },
  { method: 'GET', path: '/api/v1/bottombanners/get-random' },
  { method: 'GET', path: '/api/v1/cart/:userId', auth: true },
  { method: 'POST', path: '/api/v1/auth/send-otp', body: true },
  { method: 'POST', path: '/api/v1/auth/verify-otp', body: true },
  { method: 'POST', path: '/api/v1/auth/logout', auth: true },
  { method: 'POST', path: '/api/v1/cart/add', body: true, auth: true },
  { method: 'DELETE', path: '/api/v1/cart/remove', body: true, auth: true },
];

/** mulberry32: a small seeded generator, enough to pick cases reproducibly. */
function seededRandom(start: number) {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof seededRandom>;

const oddSegments = [
  '%00', 'tsh%00', '%00%00', '..', '\\', 'a\\..\\b', '%2e%2e', '..%2f..%2f', '%2F', '%5C', '%', '%ZZ', '%E0%A4%A', '%C0%AF', '%FF%FE',
  '%F0%9F%98%80', encodeURIComponent('थायरॉइड प्रोफाइल'), encodeURIComponent('\u202e\u200b\ufeff'), '%ED%A0%80',
  '__proto__', 'constructor', 'prototype', "'%3B%20DROP%20TABLE%20tests%3B--", '%27%20OR%201%3D1--', '*', '~', '$1',
  'lessPrice', 'women', 'tsh', 'Single%20Test', '-1', '0', '1e309', 'NaN', 'null', '%0A%0D', '%09', '%7F',
];

function segment(random: Random): string {
  switch (random.int(5)) {
    case 0:
      return 'a'.repeat(1 + random.int(3_000));
    case 1:
      return encodeURIComponent('☃é中🧪'.repeat(1 + random.int(200)));
    case 2:
      return Array.from({ length: 1 + random.int(4) }, () => random.pick(oddSegments)).join('');
    default:
      return random.pick(oddSegments);
  }
}

function fuzzPath(random: Random, route: Route): string {
  let path = route.path.replace(/:\w+/g, () => segment(random));
  if (random.int(6) === 0) path += `/${segment(random)}`;
  if (random.int(8) === 0) path += `?${segment(random)}=${segment(random)}`;
  return path;
}

const keys = ['phoneNumber', 'otp', 'userId', 'testId', '__proto__', 'constructor', 'prototype', 'toString', ''];

function jsonValue(random: Random, depth: number): string {
  switch (random.int(depth > 3 ? 7 : 9)) {
    case 0:
      return random.pick(['null', 'true', 'false', '0', '-0', '1e309', '-1e309', '123456789012345678901234567890', '1.5', '9876543210']);
    case 1:
      return JSON.stringify(random.pick(['9876543210', '123456', 'tsh', '', ' ', '\u0000', 'a\u0000b', '\ud800', '%00', '../../etc/passwd']));
    case 2:
      return JSON.stringify('x'.repeat(random.int(5_000)));
    case 3:
      return String(random.next() * 10 ** random.int(30));
    case 4:
      // Deep nesting, kept under the 16 KB body limit.
      return '['.repeat(1 + random.int(5_000));
    case 5:
      return `${'{"a":'.repeat(1 + random.int(2_000))}1`;
    case 6:
      return JSON.stringify(random.pick(['{"phoneNumber": ', '{', '', 'undefined', "{'a':1}"]));
    case 7:
      return `[${Array.from({ length: random.int(4) }, () => jsonValue(random, depth + 1)).join(',')}]`;
    default:
      return `{${Array.from({ length: random.int(5) }, () => `${JSON.stringify(random.pick(keys))}:${jsonValue(random, depth + 1)}`).join(',')}}`;
  }
}

function fuzzBody(random: Random): string {
  const text = jsonValue(random, 0);
  // Close what the nesting cases opened, or leave it broken now and then.
  if (text.startsWith('[[') && random.int(4) > 0) return text + ']'.repeat(text.length);
  if (text.startsWith('{"a":{"a":') && random.int(4) > 0) return text + '}'.repeat(text.split('{').length - 1);
  return text;
}

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Received {
  status: number;
  contentType: string;
  text: string;
}

let server: TestServer;
let session: { token: string; userId: string };
const agent = new Agent({ keepAlive: true, maxSockets: inFlight });

/** Sends the path as is: `fetch` would resolve `..` and re-encode the address first. */
function send({ method, path, headers, body }: Sent): Promise<Received> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const framing = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
    const outgoing = httpRequest({ agent, hostname, port, method, path, headers: { ...headers, ...framing } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? '',
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function fuzzRequest(random: Random, route: Route): Sent {
  const headers: Record<string, string> = {};
  if (route.auth) {
    headers.Authorization = random.pick([
      `Bearer ${session.token}`,
      `Bearer ${session.token}`,
      `Bearer ${'x'.repeat(random.int(500))}`,
      'Bearer',
      'Basic dXNlcjpwYXNz',
    ]);
  }
  const sent: Sent = { method: route.method, path: fuzzPath(random, route), headers };
  if (route.body || random.int(10) === 0) {
    let body = fuzzBody(random);
    // Now and then a real cart body for the session, with one field made odd.
    if (route.auth && random.int(3) === 0) {
      body = JSON.stringify({ userId: session.userId, testId: 'tsh' }).replace(
        random.pick(['"tsh"', `"${session.userId}"`]),
        jsonValue(random, 3),
      );
    }
    sent.body = body;
    headers['Content-Type'] = random.int(12) === 0 ? random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx']) : 'application/json';
  }
  return sent;
}

function problemWith(received: Received): string | undefined {
  if (received.status >= 500) return `status ${received.status}`;
  const status = `status ${received.status} with`;
  if (!received.contentType.includes('application/json')) return `${status} content type "${received.contentType}"`;
  let body: { success?: unknown; message?: unknown };
  try {
    body = JSON.parse(received.text) as typeof body;
  } catch {
    return `${status} a body that is not JSON`;
  }
  if (received.status >= 400 && (body.success !== false || typeof body.message !== 'string' || body.message === '')) {
    return `error body ${received.text.slice(0, 200)}`;
  }
  if (received.status < 400 && body.success !== true) return `success body ${received.text.slice(0, 200)}`;
  return undefined;
}

beforeAll(async () => {
  // Caps raised so that the generated calls reach the code behind them.
  server = await startTestServer({
    limits: { maxSearchesPerAddressPerSecond: 1e9, maxVerifiesPerAddressPerHour: 1e9, maxSendsPerAddressPerHour: 1e9 },
  });
});
afterAll(async () => {
  agent.destroy();
  await server.close();
});

describe('generated hostile requests', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: never a 5xx, always a JSON answer, never a stack trace in the log',
    async (_label, route) => {
      const index = routes.indexOf(route);
      const random = seededRandom(seed + index);
      // A session of its own: the logout route ends the one it is given.
      session = await logIn(server, `95555000${String(index).padStart(2, '0')}`);
      const logged: string[] = [];
      const capture = (...args: unknown[]) => {
        logged.push(args.map((arg) => (arg instanceof Error ? String(arg.stack) : String(arg))).join(' '));
      };
      const spies = [vi.spyOn(console, 'error').mockImplementation(capture), vi.spyOn(console, 'warn').mockImplementation(capture)];
      const problems: string[] = [];
      try {
        let next = 0;
        const worker = async () => {
          while (next < requestsPerRoute) {
            next += 1;
            const sent = fuzzRequest(random, route);
            const problem = problemWith(await send(sent));
            if (problem) problems.push(`${problem} for ${sent.method} ${sent.path.slice(0, 200)} ${sent.body?.slice(0, 200) ?? ''}`);
          }
        };
        await Promise.all(Array.from({ length: inFlight }, worker));
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
      expect(problems.slice(0, 5)).toEqual([]);
      expect(logged.filter((line) => /\n\s+at /.test(line)).slice(0, 3)).toEqual([]);
      // The server still answers ordinary calls, a login among them.
      expect((await server.request('GET', '/api/v1/tests/tsh')).status).toBe(200);
      const after = await logIn(server, `95555001${String(index).padStart(2, '0')}`);
      expect((await server.request('GET', `/api/v1/cart/${after.userId}`, { token: after.token })).status).toBe(200);
    },
    // About 2–5 s a route on an idle machine; far longer when other jobs share the CPU.
    120_000,
  );
});
