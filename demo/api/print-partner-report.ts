import { parseArgs } from 'node:util';
import { partnerCredits } from './cart/partner-report';
import { openReadyDatabase } from './open-database';

/**
 * `npm run report:partners [-- --from 2026-11-01 --to 2026-12-01]`: the partner report on the
 * server's own database (`DATABASE_URL`, else PGlite in `DATA_DIR`), as tab-separated lines a
 * spreadsheet takes as is. Dates are UTC days; `--to` is exclusive. The lab has no role in the
 * storefront's API (spec §6), so the report is read here, by whoever can reach the database,
 * not over HTTP.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  const period = { from: readDay('--from', values.from), to: readDay('--to', values.to) };
  const db = await openReadyDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || '.data/pglite',
  });
  try {
    const credits = await partnerCredits(db, period);
    console.log(['partner', 'items', 'carts', 'value (INR)'].join('\t'));
    for (const credit of credits) {
      console.log([credit.partnerId, credit.items, credit.carts, credit.value].join('\t'));
    }
  } finally {
    await db.close();
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
