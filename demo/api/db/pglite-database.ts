import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';

/**
 * Embedded PostgreSQL (WASM) keeping its files in `dataDir`: the zero-setup default. The folder
 * is locked to this process until `close` (see `lockDataDir`).
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  let db: PGlite;
  try {
    // pg_trgm ships with PGlite as a loadable contrib extension; search needs it (see 002_search.sql).
    db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    sharedByProcesses: false,
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return result.rows;
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: readonly unknown[] = []) => (await tx.query<Row>(sql, [...params])).rows,
          execScript: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      await db.close();
      await unlock();
    },
  };
}
