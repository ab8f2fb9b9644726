import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApiApp } from './api-app';
import { systemClock } from './clock';
import type { Clock } from './clock';
import type { Database } from './db/database';
import { errorBody } from './http/http-error';
import { readLimits } from './limits';
import type { Limits } from './limits';
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
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () => resolve(server as Server));
    server.once('error', reject);
  });
}
