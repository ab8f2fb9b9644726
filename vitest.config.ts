import { defineConfig } from 'vitest/config';
import { sourcePlugins } from './build/sourcePlugins.ts';

/**
 * Unit files that cannot share the unit files' page and module registry, run with the entries,
 * each in a page of its own. The API client's test needs a client no store has connected: in the
 * shared registry the stores' connection (src/stores/apiConnection.ts) is always loaded already.
 */
const needsAPageOfItsOwn = ['tests/unit/api-connection.test.ts'];

// Four projects: components and stores in happy-dom with every text registered, all their files
// in one page and module registry (set up once, not once a file); each element entry in happy-dom
// with only the texts it registers itself (one file per entry, so each gets a fresh page and module
// registry; the store's landings on each screen get theirs in one file,
// tests/entries/support/landingOn.ts); what the build ships, in plain Node; and the reference API
// in plain Node against a real server on a throw-away database. The build-only `define` of
// vite.config.ts is deliberately absent here: production React has no `act`.
export default defineConfig({
  plugins: sourcePlugins(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // All of them before the entries' files (each in a page of its own): interleaved with
          // those, `npm run test:unit` took 63 CPU-s on the two-core machine; in turn, 46.
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.entry.test.ts', ...needsAPageOfItsOwn],
          setupFiles: ['tests/unit/setup.ts'],
          // One page and one module registry for every file: set up once, not once a file. So
          // that no test meets what another left, tests/unit/setup.ts puts the page and its
          // stores back after each, and these undo each test's spies and stubbed globals.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          // axe over the whole store in happy-dom takes seconds on a busy two-core machine.
          testTimeout: 30_000,
          css: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'entries',
          environment: 'happy-dom',
          sequence: { groupOrder: 1 },
          include: ['tests/entries/**/*.test.ts', 'src/**/*.entry.test.ts', ...needsAPageOfItsOwn],
          setupFiles: ['tests/entries/setup.ts'],
          // Each test walks an element through several screens in real time.
          testTimeout: 20_000,
          css: true,
        },
      },
      {
        test: {
          // What ships (dist/, after `npm run build`) in plain Node: imports and server rendering.
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Its reference API servers copy one migrated PGlite folder too, as the API project's do.
          globalSetup: ['tests/api/support/pglite-template.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Catches every line the server logs and fails a file whose log holds personal data.
          setupFiles: ['tests/api/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // One PGlite (WASM Postgres) per file is memory-hungry: keep files sequential, in one
          // process that imports the server once (each file starts and closes its own servers,
          // and the server keeps no state in its modules).
          fileParallelism: false,
          isolate: false,
          // Migrates and seeds one PGlite folder that every test server copies.
          globalSetup: ['tests/api/support/pglite-template.ts'],
        },
      },
    ],
  },
});
