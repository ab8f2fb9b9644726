import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { migratedPgliteFolder } from '../../../demo/api/db/migrated-pglite-folder';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite folder migrated and seeded once per run (absent with `DATABASE_URL`). */
    pgliteTemplate?: string;
  }
}

/**
 * The API project's global setup: a PGlite folder brought up to date once, which every test
 * server copies instead of creating a cluster, migrating and seeding one (about 10 s of CPU each;
 * the copy and the open cost about 1.5 s). A server on the copy runs the same start-up code and
 * finds every migration applied and the seed in. PostgreSQL makes a schema in half a second.
 */
export default async function createPgliteTemplate(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  // `npm test` makes one for all its steps (scripts/runTests.ts), and deletes it itself.
  const given = process.env.LAB_PGLITE_TEMPLATE;
  if (given) {
    project.provide('pgliteTemplate', given);
    return undefined;
  }
  const template = await migratedPgliteFolder();
  project.provide('pgliteTemplate', template);
  return () => rm(template, { recursive: true, force: true });
}
