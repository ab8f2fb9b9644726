import { createHash } from 'node:crypto';
import type { Database } from '../../../demo/api/db/database';

/** Every row of every table of the server's schema, as JSON text per table. */
export async function everyTable(db: Database): Promise<Map<string, string>> {
  const tables = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const contents = new Map<string, string>();
  for (const { table_name: table } of tables) {
    // The name comes from the catalogue, quoted as an identifier.
    const rows = await db.query(`SELECT * FROM "${table.replaceAll('"', '""')}"`);
    contents.set(table, JSON.stringify(rows));
  }
  return contents;
}

/** A number as it would be stored in the plain, or under a plain (unkeyed) hash. */
export function plainFormsOf(phoneNumber: string): string[] {
  const hashes = ['md5', 'sha1', 'sha256', 'sha512'].flatMap((algorithm) => {
    const digest = createHash(algorithm).update(phoneNumber).digest();
    return [digest.toString('hex'), digest.toString('base64'), digest.toString('base64url')];
  });
  return [phoneNumber, `+91${phoneNumber}`, ...hashes];
}

/** The tables (and what matched) that hold any of `needles`. */
export async function tablesHolding(db: Database, needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [table, text] of await everyTable(db)) {
    for (const needle of needles) if (text.includes(needle)) found.push(`${table}: ${needle}`);
  }
  return found;
}
