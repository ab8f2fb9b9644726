import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openPgliteDatabase } from './db/pglite-database';
import type { PoolSettings } from './db/pool-settings';
import { openPostgresDatabase } from './db/postgres-database';
import { seedCatalogueOnce } from './seed/seed-catalogue';

export interface DatabaseChoice {
  /** PostgreSQL when set, else PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** With `databaseUrl`: a schema of its own (tests use one per file). */
  databaseSchema?: string | undefined;
  dataDir: string;
  /** With `databaseUrl`: pool size and time-outs. */
  databasePool?: PoolSettings | undefined;
}

/**
 * Opens the chosen database, brings its schema up to date and seeds the catalogue once: all in
 * one transaction under a lock of the schema, so servers starting together on one PostgreSQL
 * database take turns (the second finds the work done) and a failure leaves nothing half done.
 * On PostgreSQL that work has a connection of its own without time-outs, closed before the
 * serving pool opens; PGlite has one connection, where the lock is a no-op.
 */
export async function openReadyDatabase(choice: DatabaseChoice): Promise<Database> {
  if (choice.databaseUrl) {
    const startUp = await openDatabase(choice, { noClientTimeout: true });
    try {
      await bringUpToDate(startUp);
    } finally {
      await startUp.close();
    }
    return openDatabase(choice);
  }
  const db = await openDatabase(choice);
  try {
    await bringUpToDate(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function bringUpToDate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Waiting here is the point (the first server migrates, the others wait for it), and a
    // migration may take longer than any request should: no time-outs in this transaction.
    await tx.query('SET LOCAL lock_timeout = 0');
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('lab-api-start-up:' || current_schema(), 0))");
    await migrate(tx);
    await seedCatalogueOnce(tx);
  });
}

/**
 * Opens the chosen database as it is, without migrating or seeding: for readers such as the
 * partner report. A PGlite folder is locked as by a server, so a reader refuses while one runs.
 */
export async function openDatabase(choice: DatabaseChoice, { noClientTimeout = false } = {}): Promise<Database> {
  return choice.databaseUrl
    ? openPostgresDatabase({
        connectionString: choice.databaseUrl,
        schema: choice.databaseSchema,
        noClientTimeout,
        ...(choice.databasePool ? { pool: choice.databasePool } : {}),
      })
    : openPgliteDatabase(choice.dataDir);
}
