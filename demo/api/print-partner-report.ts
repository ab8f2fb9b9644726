import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { partnerCredits } from './cart/partner-report';
import type { Database } from './db/database';
import { openDatabase } from './open-database';

/**
 * `npm run report:partners [-- --from 2026-11-01 --to 2026-12-01]`: the partner report on the
 * server's own database (`DATABASE_URL`, else PGlite in `DATA_DIR`), as tab-separated lines a
 * spreadsheet takes as is. Dates are UTC days; `--to` is exclusive. The lab has no role in the
 * storefront's API (product §6), so the report is read here, by whoever can reach the database,
 * not over HTTP. It only reads: it never migrates (a server does that), and a PGlite folder a
 * server holds is refused with the server's process id (one process per folder).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  const period = { from: readDay('--from', values.from), to: readDay('--to', values.to) };
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || '.data/pglite';
  if (!databaseUrl) await assertPgliteDatabaseIn(dataDir);
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await assertPartnerSchema(db);
    const credits = await partnerCredits(db, period);
    console.log(['partner', 'items', 'carts', 'value (INR)'].join('\t'));
    for (const credit of credits) {
      console.log([credit.partnerId, credit.items, credit.carts, credit.value].join('\t'));
    }
  } finally {
    await db.close();
  }
}

const notSetUp =
  'This database has no partner attribution yet: start the server once on it (it brings the schema up to date), then run the report';

/**
 * PGlite creates a database in any folder it opens: a folder with none (no `PG_VERSION`) is
 * refused before, so the report never writes one.
 */
async function assertPgliteDatabaseIn(dataDir: string): Promise<void> {
  await access(join(dataDir, 'PG_VERSION')).catch(() => {
    throw new Error(notSetUp);
  });
}

/** A database no server has brought up to date cannot be read: say so instead of a SQL error. */
async function assertPartnerSchema(db: Database): Promise<void> {
  const [found] = await db.query<{ migrated: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AND EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'cart_items' AND column_name = 'partner_id') AS migrated",
  );
  if (found?.migrated !== true) {
    throw new Error(notSetUp);
  }
}

function readDay(option: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  // Date rolls 2026-02-31 over into March: only a day that reads back the same is one.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new Error(`${option} must be a day as YYYY-MM-DD, got "${value}"`);
  }
  return day;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
