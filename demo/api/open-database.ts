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

/** Opens the chosen database, brings its schema up to date and seeds the catalogue once. */
export async function openReadyDatabase(choice: DatabaseChoice): Promise<Database> {
  const db = choice.databaseUrl
    ? await openPostgresDatabase({ connectionString: choice.databaseUrl, schema: choice.databaseSchema })
    : await openPgliteDatabase(choice.dataDir);
  try {
    await migrate(db);
    await seedCatalogueOnce(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
