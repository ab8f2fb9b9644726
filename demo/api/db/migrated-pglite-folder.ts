import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openReadyDatabase } from '../open-database';

/** A new PGlite folder with every migration applied and the seed in: what each test server copies. */
export async function migratedPgliteFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'lab-pglite-template-'));
  const db = await openReadyDatabase({ dataDir: folder });
  await db.close();
  return folder;
}
