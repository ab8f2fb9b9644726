import { readPositiveWholeNumber } from '../limits';

/**
 * How long the server waits on PostgreSQL before it gives up and answers "busy": a request never
 * queues without end behind a full pool, a slow statement or a held lock.
 */
export interface PoolSettings {
  /** Connections per instance; several instances add up against PostgreSQL's `max_connections`. */
  size: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

export const defaultPoolSettings: PoolSettings = { size: 10, connectTimeoutMs: 3000, statementTimeoutMs: 5000, lockTimeoutMs: 2000 };

export function readPoolSettings(env: NodeJS.ProcessEnv): PoolSettings {
  return {
    size: readPositiveWholeNumber(env, 'DB_POOL_SIZE', defaultPoolSettings.size),
    connectTimeoutMs: readPositiveWholeNumber(env, 'DB_CONNECT_TIMEOUT_MS', defaultPoolSettings.connectTimeoutMs),
    statementTimeoutMs: readPositiveWholeNumber(env, 'DB_STATEMENT_TIMEOUT_MS', defaultPoolSettings.statementTimeoutMs),
    lockTimeoutMs: readPositiveWholeNumber(env, 'DB_LOCK_TIMEOUT_MS', defaultPoolSettings.lockTimeoutMs),
  };
}
