import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Transaction } from './database';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies, in file-name order, every `migrations/NNN_name.sql` not yet recorded in
 * `schema_migrations`, inside the caller's start-up transaction (see `openReadyDatabase`), so a
 * failure applies nothing.
 */
export async function migrate(db: Transaction): Promise<string[]> {
  await db.execScript(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const files = (await readdir(migrationsDir)).filter((file) => /^\d{3}_.+\.sql$/.test(file)).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(migrationsDir + file, 'utf8');
    // The file name is checked by the pattern above, so it is safe inside the literal.
    await db.execScript(`${sql}\nINSERT INTO schema_migrations (name) VALUES ('${file}');`);
    newlyApplied.push(file);
  }
  return newlyApplied;
}
