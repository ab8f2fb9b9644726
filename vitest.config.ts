import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { inlineImages } from './build/inlineImages.ts';
import { remRelativeToWidget } from './build/remRelativeToWidget.ts';
import { wouterWithoutHistoryPatch } from './build/wouterWithoutHistoryPatch.ts';

// Five projects: components and stores in happy-dom with every text registered (two of them: most
// files share one page and module registry, a few have modules of their own); each element
// entry in happy-dom with only the texts it registers itself (one file per entry, so each gets a
// fresh page and module registry; the store's landings on each screen get theirs in one file,
// tests/entries/support/landingOn.ts); what the build ships, in plain Node; and the reference API
// in plain Node against a real server on a throw-away database. The build-only `define` of
// vite.config.ts is deliberately absent here: production React has no `act`.

/** What the two unit projects share: components and stores in happy-dom with every text registered. */
const unitTests: TestProjectInlineConfiguration['test'] = {
  environment: 'happy-dom',
  setupFiles: ['tests/unit/setup.ts'],
  // axe over the whole store in happy-dom takes seconds on a busy two-core machine.
  testTimeout: 30_000,
  css: true,
  // Bundle wouter through Vite so the plugin above also applies in tests.
  server: { deps: { inline: ['wouter'] } },
};

/**
 * Unit files that test what a module holds from its first import (the API client before it is
 * given a connection, the session and cart stores from an empty start, the analytics bridge
 * loaded twice, the lazy render's listeners): each gets its own modules, as the entries do.
 */
const unitFilesWithFreshModules = [
  'tests/unit/analytics-entry.test.ts',
  'tests/unit/api-connection.test.ts',
  'tests/unit/cart.test.ts',
  'tests/unit/render-when-near.test.ts',
  'tests/unit/store-commerce-events.test.tsx',
  'tests/unit/stores.test.ts',
];

export default defineConfig({
  plugins: [inlineImages(), wouterWithoutHistoryPatch(), remRelativeToWidget()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...unitTests,
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.entry.test.ts', ...unitFilesWithFreshModules],
          // One page and one module registry for all these files: importing React, the stores and
          // every text again for each file, and a happy-dom page for each, was most of the time
          // (the unit and entry files took 109 s with 44 s in their tests; these files alone now
          // take 34 s). Each file leaves the page and the stores as it found them
          // (tests/unit/setup.ts); `--sequence.shuffle.files` runs them in another order.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...unitTests, name: 'unit-fresh-modules', include: [...unitFilesWithFreshModules] },
      },
      {
        extends: true,
        test: {
          name: 'entries',
          environment: 'happy-dom',
          include: ['tests/entries/**/*.test.ts', 'src/**/*.entry.test.ts'],
          setupFiles: ['tests/entries/setup.ts'],
          // Each test walks an element through several screens in real time.
          testTimeout: 20_000,
          css: true,
          server: { deps: { inline: ['wouter'] } },
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
