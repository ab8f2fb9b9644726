import { rm } from 'node:fs/promises';
import pg from 'pg';
import { startServer } from '../../../demo/server';
import type { RunningServer } from '../../../demo/server';
import { createMemorySender } from '../../../demo/api/otp/otp-senders';
import type { MemoryOtpSender } from '../../../demo/api/otp/otp-senders';
import type { OtpSender } from '../../../demo/api/otp/otp-sender';
import { readLimits } from '../../../demo/api/limits';
import type { Limits } from '../../../demo/api/limits';
import type { Database } from '../../../demo/api/db/database';
import type { TrustedProxies } from '../../../demo/api/http/trusted-proxies';
import { defaultBookingSettings } from '../../../demo/api/booking/booking-settings';
import type { BookingSettings } from '../../../demo/api/booking/booking-settings';
import { freshDataDir } from './fresh-data-dir';
import { collectErrorAnswer, notePersonalData } from './personal-data-scan';

/** The hash key of every test server: instances on one database must share theirs. */
export const testOtpSecret = 'test-secret-of-at-least-32-characters';

/** A clock the tests move by hand. */
export interface ManualClock {
  now(): Date;
  advance(ms: number): void;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is instead of `JSON.stringify(body)`. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  readonly url: string;
  readonly sender: MemoryOtpSender;
  readonly clock: ManualClock;
  readonly db: Database;
  readonly limits: Limits;
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  /** Stops and starts the server on the same data, as a redeploy would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real server on port 0 over a throw-away PGlite folder (a copy of the run's migrated template),
 * or, when `DATABASE_URL` is set, over a fresh schema of that PostgreSQL database (dropped at the
 * end). Codes go to `sender` (kept in memory) unless `otpSender` is given.
 */
export async function startTestServer(
  options: {
    corsOrigins?: string[];
    limits?: Partial<Limits>;
    trustedProxies?: TrustedProxies;
    otpSender?: OtpSender;
    articleCacheMs?: number;
    booking?: Partial<BookingSettings>;
    /** Where the clock starts; by default now. */
    startTime?: Date;
  } = {},
): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? '' : await freshDataDir();
  const databaseSchema = databaseUrl ? `test_${Date.now()}_${Math.floor(Math.random() * 1e6)}` : undefined;
  const sender = createMemorySender();
  let time = options.startTime?.getTime() ?? Date.now();
  const clock: ManualClock = { now: () => new Date(time), advance: (ms) => (time += ms) };
  const limits = { ...readLimits(), ...options.limits };
  const start = () =>
    startServer({
      port: 0, dataDir, databaseUrl, databaseSchema, corsOrigins: options.corsOrigins,
      otpSender: options.otpSender ?? sender, otpSecret: testOtpSecret, clock: () => clock.now(), limits,
      ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
      ...(options.articleCacheMs ? { articleCacheMs: options.articleCacheMs } : {}),
      booking: { ...defaultBookingSettings, ...options.booking },
    });
  let running: RunningServer = await start();

  return {
    get url() {
      return running.url;
    },
    sender,
    clock,
    get db() {
      return running.db;
    },
    limits,
    async request(method, path, { body, rawBody, token, headers = {} } = {}) {
      // The names and addresses sent are what the log check (tests/api/setup.ts) looks for.
      notePersonalData(path, body);
      const response = await fetch(running.url + path, {
        method,
        headers: {
          ...(body !== undefined || rawBody !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const text = await response.text();
      if (response.status >= 400) collectErrorAnswer(response.status, text);
      const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
      return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
    },
    async restart() {
      await running.close();
      running = await start();
    },
    async close() {
      await running.close();
      if (databaseUrl && databaseSchema) await dropSchema(databaseUrl, databaseSchema);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Drops a test's own PostgreSQL schema and everything in it. */
export async function dropSchema(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
