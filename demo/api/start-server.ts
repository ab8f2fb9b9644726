import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { createApiApp } from './api-app';
import { defaultBookingSettings } from './booking/booking-settings';
import type { BookingSettings } from './booking/booking-settings';
import { defaultGrievanceContact } from './privacy/grievance-contact';
import type { GrievanceContact } from './privacy/grievance-contact';
import { createCatalogueSnapshot } from './catalogue/catalogue-snapshot';
import { systemClock } from './clock';
import type { Clock } from './clock';
import type { Database } from './db/database';
import { watchAvailability } from './db/database-availability';
import { replayCatalogueAnswers } from './http/answer-replay';
import { allowedOriginFor } from './http/cross-origin';
import { healthRoutes } from './http/health-routes';
import type { InstanceState } from './http/health-routes';
import { errorBody } from './http/http-error';
import { defaultHttpSettings, serveApp } from './http/node-server';
import { readLimits } from './limits';
import type { Limits } from './limits';
import { securityHeaders } from './http/security-headers';
import { articlePath, renderArticleOnServer } from './http/server-rendered-article';
import { mountStaticRoutes } from './http/static-routes';
import { openReadyDatabase } from './open-database';
import type { DatabaseChoice } from './open-database';
import { noTrustedProxies } from './http/trusted-proxies';
import type { TrustedProxies } from './http/trusted-proxies';
import { otpSenderFromSetting } from './otp/otp-sender-setting';
import type { OtpSender } from './otp/otp-sender';
import { schedulePruning } from './retention';

export interface StartOptions extends DatabaseChoice {
  port: number;
  host?: string;
  /** Browser origins allowed by CORS; by default the server's own. */
  corsOrigins?: string[] | undefined;
  /** By default the log sender, which is refused off loopback. */
  otpSender?: OtpSender;
  /**
   * Key of the code hashes, the same for every instance. Without it a random one is made, so
   * codes do not outlive a restart; with `databaseUrl` it is required (other instances could
   * not check this one's codes).
   */
  otpSecret?: string | undefined;
  /** The storefront's host named in the SMS for WebOTP; by default `host`. */
  webOtpHost?: string | undefined;
  clock?: Clock;
  trustedProxies?: TrustedProxies;
  /** The caps and lifetimes; by default those of `limits.ts`, without the environment. */
  limits?: Limits;
  /** Places per time, hold length and operator token; by default those of `booking-settings.ts`. */
  booking?: BookingSettings;
  /** Whom visitors write to about their data; by default the demo lab's (`grievance-contact.ts`). */
  grievance?: GrievanceContact;
  /** How long `/article.html` keeps its rendered test card (`http/server-rendered-article.ts`). */
  articleCacheMs?: number;
  /** How long an idle keep-alive connection stays open (`http/node-server.ts`). */
  keepAliveTimeoutMs?: number;
  /** How long `close` lets requests in flight finish before it cuts their connections. */
  shutdownTimeoutMs?: number;
  /**
   * How long `close` answers `/readyz` with 503 before it stops taking connections, so balancers
   * see it and send new calls elsewhere first. None unless given (`SHUTDOWN_DRAIN_SECONDS`).
   */
  shutdownDrainSeconds?: number;
}

export interface RunningServer {
  /** Base address, e.g. `http://127.0.0.1:8080`. */
  url: string;
  port: number;
  db: Database;
  /**
   * Answers `/readyz` with 503 for `shutdownDrainSeconds` while it still serves, then stops taking
   * requests, lets running ones finish (their connections are cut after `shutdownTimeoutMs`), and
   * closes the database once the last handler has returned (or given up on, see `node-server.ts`).
   */
  close(): Promise<void>;
}

/** Starts the demo pages, the bundle and the API on one port. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const otpSender = options.otpSender ?? otpSenderFromSetting({}, host);
  const otpHashKey = otpHashKeyFrom(options);
  const limits = options.limits ?? readLimits();
  const clock = options.clock ?? systemClock;
  const availability = watchAvailability(await openReadyDatabase(options));
  const { db } = availability;
  // Filled once the port is known (it may be 0 = any free port).
  const corsOrigins: string[] = [...(options.corsOrigins ?? [])];
  const app = new Hono();
  let state: InstanceState = 'starting';
  app.route('/', healthRoutes({ state: () => state, databaseAnswers: availability.answers }));
  const catalogue = createCatalogueSnapshot(db);
  await catalogue.preload();
  // First: a catalogue read answered before is sent again without the layers below.
  app.use(
    replayCatalogueAnswers(catalogue.isCurrent, (request, path) =>
      String(allowedOriginFor(request.method, path, request.headers.get('origin'), corsOrigins)),
    ),
  );
  // Filled once the port is known.
  let ownUrl = '';
  // Only its own page: every other request, API calls included, is spared one more layer.
  app.use(articlePath, renderArticleOnServer(() => ownUrl, options.articleCacheMs));
  app.use(securityHeaders);
  app.route(
    '/api/v1',
    createApiApp(
      {
        db,
        clock,
        otpSender,
        otpHashKey,
        limits,
        corsOrigins,
        trustedProxies: options.trustedProxies ?? noTrustedProxies,
        webOtpHost: options.webOtpHost ?? host,
        booking: options.booking ?? defaultBookingSettings,
        grievance: options.grievance ?? defaultGrievanceContact,
      },
      catalogue,
    ),
  );
  mountStaticRoutes(app);
  // Only the top-level app's notFound runs, so API misses get their JSON answer here.
  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? c.json(errorBody('Not found'), 404) : c.text('Not found', 404),
  );

  const served = await serveApp(app, options.port, host, {
    keepAliveTimeoutMs: options.keepAliveTimeoutMs ?? defaultHttpSettings.keepAliveTimeoutMs,
    shutdownTimeoutMs: options.shutdownTimeoutMs ?? defaultHttpSettings.shutdownTimeoutMs,
    cutHandlerWaitMs: defaultHttpSettings.cutHandlerWaitMs,
  });
  const pruning = schedulePruning(db, clock, limits);
  const port = (served.server.address() as AddressInfo).port;
  if (options.corsOrigins === undefined) {
    corsOrigins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  }
  const urlHost = host.includes(':') ? `[${host}]` : host;
  ownUrl = `http://${urlHost}:${port}`;
  state = 'ready';
  return {
    url: ownUrl,
    port,
    db,
    close: async () => {
      state = 'draining';
      await sleep((options.shutdownDrainSeconds ?? 0) * 1000);
      await served.drain();
      await pruning.stop();
      availability.stop();
      await db.close();
    },
  };
}

/** Instances sharing a database must hash codes with one key, so it cannot be made up here. */
function otpHashKeyFrom(options: StartOptions): string {
  if (options.otpSecret !== undefined && options.otpSecret.length < 32) {
    throw new Error('OTP_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)');
  }
  if (options.otpSecret !== undefined) return options.otpSecret;
  if (options.databaseUrl) {
    throw new Error(
      'OTP_SECRET must be set when DATABASE_URL is set: every instance on the database needs the same key to check codes (e.g. `openssl rand -hex 32`)',
    );
  }
  return randomBytes(32).toString('hex');
}
