import { readBookingSettings } from './booking/booking-settings';
import type { BookingSettings } from './booking/booking-settings';
import { readPoolSettings } from './db/pool-settings';
import type { PoolSettings } from './db/pool-settings';
import { parseTrustedProxies } from './http/trusted-proxies';
import type { TrustedProxies } from './http/trusted-proxies';
import { defaultHttpSettings } from './http/node-server';
import { defaultArticleCacheMs } from './http/server-rendered-article';
import { readLimits, readPositiveWholeNumber } from './limits';
import type { Limits } from './limits';
import { otpSenderFromSetting } from './otp/otp-sender-setting';
import type { OtpSender } from './otp/otp-sender';
import { readGrievanceContact } from './privacy/grievance-contact';
import type { GrievanceContact } from './privacy/grievance-contact';

/** The server's settings, read from the environment with defaults that are safe on a laptop. */
export interface ServerConfig {
  port: number;
  /** Loopback by default: the demo is not exposed to the network unless asked. */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePool: PoolSettings;
  /** Undefined means the server's own origins (http://localhost:PORT, http://127.0.0.1:PORT). */
  corsOrigins: string[] | undefined;
  otpSender: OtpSender;
  /** What `otpSender` does with codes, for the start-up message. */
  otpSenderSetting: string;
  otpSecret: string | undefined;
  webOtpHost: string | undefined;
  trustedProxies: TrustedProxies;
  limits: Limits;
  keepAliveTimeoutMs: number;
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long `/readyz` answers 503 before the listener closes. */
  shutdownDrainSeconds: number;
  articleCacheMs: number;
  /** `SLOT_CAPACITY`, `BOOKING_HOLD_SECONDS`, `OPERATOR_TOKEN`. */
  booking: BookingSettings;
  /** `GRIEVANCE_NAME`, `GRIEVANCE_EMAIL`. */
  grievance: GrievanceContact;
}

/** Reads every setting; a wrong or missing one stops the start with a message naming it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  return {
    port: readPort(env.PORT),
    host,
    dataDir: env.DATA_DIR || '.data/pglite',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: readPoolSettings(env),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter((origin) => origin !== '')
      : undefined,
    otpSender: otpSenderFromSetting(env, host),
    otpSenderSetting: env.OTP_SENDER || 'log',
    otpSecret: env.OTP_SECRET || undefined,
    webOtpHost: readWebOtpHost(env.OTP_WEBOTP_HOST),
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    limits: readLimits(env),
    keepAliveTimeoutMs: readPositiveWholeNumber(env, 'KEEP_ALIVE_TIMEOUT_MS', defaultHttpSettings.keepAliveTimeoutMs),
    shutdownTimeoutMs: readPositiveWholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', defaultHttpSettings.shutdownTimeoutMs),
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS === '0' ? 0 : readPositiveWholeNumber(env, 'SHUTDOWN_DRAIN_SECONDS', 5),
    articleCacheMs: readPositiveWholeNumber(env, 'ARTICLE_CACHE_MS', defaultArticleCacheMs),
    booking: readBookingSettings(env),
    grievance: readGrievanceContact(env),
  };
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be 0–65535, got "${value}"`);
  return port;
}

function readWebOtpHost(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  // A bare host name as in the page's address bar: WebOTP compares it with the page's origin.
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value)) {
    throw new Error(`OTP_WEBOTP_HOST must be a host name such as shop.example.com (no scheme, no port), got "${value}"`);
  }
  return value.toLowerCase();
}
