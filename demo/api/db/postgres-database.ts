import pg from 'pg';
import { isConnectionLoss } from './connection-loss';
import type { Database } from './database';
import type { PoolSettings } from './pool-settings';
import { defaultPoolSettings } from './pool-settings';

export interface PostgresOptions {
  connectionString: string;
  /**
   * A schema to work in instead of `public`, created if missing. Tests use one per file so runs
   * against a shared server never see each other's rows.
   */
  schema?: string | undefined;
  pool?: PoolSettings;
  /**
   * Start-up's migrations may wait for another instance's and run long: on their connection the
   * client gives no statement up (PostgreSQL's own time-outs are switched off there too).
   */
  noClientTimeout?: boolean;
}

/**
 * How much longer than `statement_timeout` the client waits for an answer before it gives the
 * connection up: PostgreSQL cancels a slow statement first (a 503 "busy"), so only a database
 * that went silent (a failover or a network that drops packets without a reset) reaches this.
 */
const clientTimeoutMarginMs = 1000;

const schemaNamePattern = /^[a-z_][a-z0-9_]{0,62}$/;

/** A PostgreSQL server reached through a node-postgres pool (when `DATABASE_URL` is set). */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const { connectionString, schema, pool: poolSettings = defaultPoolSettings, noClientTimeout = false } = options;
  if (schema !== undefined && !schemaNamePattern.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  if (schema !== undefined) {
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((error: unknown) => {
        // Two servers starting together may both try to create it: the loser finds it made.
        if (!(error instanceof Error && 'code' in error && (error.code === '23505' || error.code === '42P06'))) throw error;
      });
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: poolSettings.size,
    connectionTimeoutMillis: poolSettings.connectTimeoutMs,
    statement_timeout: poolSettings.statementTimeoutMs,
    lock_timeout: poolSettings.lockTimeoutMs,
    ...(noClientTimeout ? {} : { query_timeout: poolSettings.statementTimeoutMs + clientTimeoutMarginMs }),
    // A transaction left open by a stuck request must not hold its locks for ever.
    idle_in_transaction_session_timeout: poolSettings.statementTimeoutMs * 2,
    // Extensions such as pg_trgm live in `public`, so it stays on the path after the own schema.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema},public` }),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  // A lost database drops every idle client at once: its one log line comes from the next call
  // that finds it gone (`database-availability.ts`), not one line per client here.
  pool.on('error', (error) => {
    if (!isConnectionLoss(error)) console.error('PostgreSQL pool error:', error.message);
  });
  return {
    sharedByProcesses: true,
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return result.rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as Row[],
          // Without parameters node-postgres sends the simple protocol, which runs several statements.
          execScript: async (sql: string) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A lost connection is dropped at once: its ROLLBACK would only wait for the time-out again.
        if (isConnectionLoss(error)) broken = error as Error;
        // A connection that cannot even roll back is dropped instead of going back to the pool.
        else {
          await client.query('ROLLBACK').catch((rollbackError: unknown) => {
            broken = rollbackError instanceof Error ? rollbackError : new Error('ROLLBACK failed');
          });
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
