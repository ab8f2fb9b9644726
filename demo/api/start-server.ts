import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createServer, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApiApp } from './api-app';
import { systemClock } from './clock';
import type { Clock } from './clock';
import type { Database } from './db/database';
import { errorBody } from './http/http-error';
import { readLimits } from './limits';
import type { Limits } from './limits';
import { securityHeaders } from './http/security-headers';
import { mountStaticRoutes } from './http/static-routes';
import { openReadyDatabase } from './open-database';
import type { DatabaseChoice } from './open-database';
import type { OtpSender } from './otp/otp-senders';
import { createLogSender } from './otp/otp-senders';

export interface StartOptions extends DatabaseChoice {
  port: number;
  host?: string;
  /** Browser origins allowed by CORS; by default the server's own. */
  corsOrigins?: string[] | undefined;
  otpSender?: OtpSender;
  /** Key of the code hashes. Without it a random one is made, so codes do not outlive a restart. */
  otpSecret?: string | undefined;
  clock?: Clock;
  trustProxy?: boolean;
  /** The caps and lifetimes; by default those of `limits.ts`, without the environment. */
  limits?: Limits;
}

export interface RunningServer {
  /** Base address, e.g. `http://127.0.0.1:8080`. */
  url: string;
  port: number;
  db: Database;
  /** Stops taking requests, lets running ones finish, then closes the database. */
  close(): Promise<void>;
}

/** Starts the demo pages, the bundle and the API on one port. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const db = await openReadyDatabase(options);
  const host = options.host ?? '127.0.0.1';
  // Filled once the port is known (it may be 0 = any free port).
  const corsOrigins: string[] = [...(options.corsOrigins ?? [])];
  const app = new Hono();
  app.use(securityHeaders);
  app.route(
    '/api/v1',
    createApiApp({
      db,
      clock: options.clock ?? systemClock,
      otpSender: options.otpSender ?? createLogSender(),
      otpHashKey: options.otpSecret ?? randomBytes(32).toString('hex'),
      limits: options.limits ?? readLimits(),
      corsOrigins,
      trustProxy: options.trustProxy ?? false,
    }),
  );
  mountStaticRoutes(app);
  // Only the top-level app's notFound runs, so API misses get their JSON answer here.
  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? c.json(errorBody('Not found'), 404) : c.text('Not found', 404),
  );

  const server = await listen(app, options.port, host);
  const port = (server.address() as AddressInfo).port;
  if (options.corsOrigins === undefined) {
    corsOrigins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  }
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    db,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets with no request in flight would otherwise hold close() open.
        server.closeIdleConnections();
      });
      await db.close();
    },
  };
}

function listen(app: Hono, port: number, hostname: string): Promise<Server> {
  const listener = getRequestListener(app.fetch, { hostname, errorHandler: refuseUnreadableRequest });
  return new Promise((resolve, reject) => {
    // The listener answers every request itself, errors included.
    const server = createServer((incoming, outgoing) => void listener(incoming, outgoing));
    server.on('clientError', refuseMalformedRequest);
    server.once('error', reject);
    server.listen(port, hostname, () => resolve(server));
  });
}

// Requests Node accepts but that cannot become a web `Request` (a GET with a body, a bad Host
// header) never reach the app: they get its JSON refusal and headers from this one route.
const refusals = new Hono();
refusals.use(securityHeaders);
refusals.all('*', (c) => c.json(errorBody('Bad request'), 400));

function refuseUnreadableRequest(): Response | Promise<Response> {
  return refusals.request('/');
}

/** What Node's HTTP parser refuses (headers over 16 KB, broken framing) gets a JSON answer too. */
function refuseMalformedRequest(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(errorBody(status === 431 ? 'Request headers are too large' : 'Bad request'));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}
