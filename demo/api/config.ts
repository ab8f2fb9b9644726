import { readLimits } from './limits';
import type { Limits } from './limits';

/** The server's settings, read from the environment with defaults that are safe on a laptop. */
export interface ServerConfig {
  port: number;
  /** Loopback by default: the demo is not exposed to the network unless asked. */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Undefined means the server's own origins (http://localhost:PORT, http://127.0.0.1:PORT). */
  corsOrigins: string[] | undefined;
  otpSender: string | undefined;
  otpSecret: string | undefined;
  trustProxy: boolean;
  limits: Limits;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: readPort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || '.data/pglite',
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter((origin) => origin !== '')
      : undefined,
    otpSender: env.OTP_SENDER,
    otpSecret: env.OTP_SECRET || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    limits: readLimits(env),
  };
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be 0–65535, got "${value}"`);
  return port;
}
