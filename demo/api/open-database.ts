import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openPgliteDatabase } from './db/pglite-database';
import { openPostgresDatabase } from './db/postgres-database';
import { seedCatalogueOnce } from './seed/seed-catalogue';

export interface DatabaseChoice {
  /** PostgreSQL when set, else PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** With `databaseUrl`: a schema of its own (tests use one per file). */
  databaseSchema?: string | undefined;
  dataDir: string;
}

/**
 * Opens the chosen database, brings its schema up to date and seeds the catalogue once: all in
 * one transaction under a lock of the schema, so servers starting together on one PostgreSQL
 * database take turns (the second finds the work done) and a failure leaves nothing half done.
 * PGlite has one connection: the lock is then a no-op.
 */
export async function openReadyDatabase(choice: DatabaseChoice): Promise<Database> {
  const db = choice.databaseUrl
    ? await openPostgresDatabase({ connectionString: choice.databaseUrl, schema: choice.databaseSchema })
    : await openPgliteDatabase(choice.dataDir);
  try {
    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('lab-api-start-up:' || current_schema(), 0))");
      await migrate(tx);
      await seedCatalogueOnce(tx);
    });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
