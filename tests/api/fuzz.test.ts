import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logIn } from './support/login';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';
import { fuzzBody, fuzzPath, jsonValue, routes, seededRandom } from './support/fuzz-inputs';
import type { Random, Route } from './support/fuzz-inputs';

/**
 * Generated hostile requests against every route (`support/fuzz-inputs.ts`): every run sends the
 * same requests, and a failure prints the request.
 */
/**
 * 2,000 a route by default: CI sends them all once, in its PostgreSQL run. `npm test`, on PGlite
 * and on the same two cores as the browser tests, gives the whole file a budget instead
 * (`FUZZ_REQUEST_BUDGET`), shared evenly by the routes: each sends the first part of its same
 * seeded sequence, so a new route costs the gate no time. At 500 a route, the booking calls'
 * 16 routes had added 45 s to it.
 */
const requestsPerRoute = requestCount(process.env.FUZZ_REQUEST_BUDGET);

function requestCount(budget: string | undefined): number {
  if (budget === undefined) return 2_000;
  const total = Number(budget);
  if (!Number.isInteger(total) || total < routes.length) {
    throw new Error(`FUZZ_REQUEST_BUDGET must be a whole number of requests, at least one a route (${String(routes.length)}), not "${budget}"`);
  }
  return Math.floor(total / routes.length);
}
const inFlight = 24;
const seed = 20_261_123;

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

/** The fuzzed server's operator token: its operator routes are on. */
const operatorToken = 'fuzz-operator-token-of-32-characters';

function fuzzRequest(random: Random, route: Route): Sent {
  const headers: Record<string, string> = { ...route.headers };
  if (route.auth) {
    headers.Authorization = random.pick([
      `Bearer ${route.operator ? operatorToken : session.token}`,
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
    booking: { operatorToken },
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
