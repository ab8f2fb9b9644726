import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { copyPgliteFolder } from '../../../demo/api/db/copy-pglite-folder';

/**
 * A new PGlite data folder for a test server: a copy of the run's migrated and seeded template
 * (`pglite-template.ts`) in the API project, an empty folder elsewhere (the server then sets it up).
 */
export async function freshDataDir(prefix = 'lab-api-test-'): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const template = inject('pgliteTemplate');
  if (template !== undefined) copyPgliteFolder(template, dataDir);
  return dataDir;
}
