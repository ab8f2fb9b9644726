import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import baseConfig from '../playwright.config.ts';
import { apiBase, apiPort, appsUnderTest } from './hostApps.ts';

/**
 * Where the browser tests of the apps (tests/examples/playwright.config.ts) write their results,
 * which `npm run test:hosts` (scripts/examples/testExampleApps.ts) reads for its summary per app.
 */
export const resultsFile = resolve(import.meta.dirname, '../test-results/examples-results.json');

/**
 * The reference API as the e2e tests run it (the root config's settings: a throw-away database,
 * codes written to a file the tests read, no rate caps), on its own port, answering the
 * server-rendered apps' pages from their origins. `npm run test:hosts` starts it itself while
 * the apps build (`EXAMPLES_API_STARTED`), and the tests use that one.
 */
const rootServer = baseConfig.webServer as { env: Record<string, string> };
export const referenceApi = {
  command: 'npx tsx demo/server.ts',
  cwd: resolve(import.meta.dirname, '..'),
  url: `${apiBase}/`,
  reuseExistingServer: process.env.EXAMPLES_API_STARTED === '1',
  // A fresh database is migrated and seeded first: slow on a busy two-core machine.
  timeout: 120_000,
  env: {
    ...rootServer.env,
    PORT: String(apiPort),
    DATA_DIR: join(tmpdir(), `lab-examples-data-${process.env.E2E_RUN_ID ?? process.pid}`),
    CORS_ORIGINS: appsUnderTest()
      .filter((app) => app.rendered === 'on-server')
      .map((app) => `http://127.0.0.1:${app.port}`).join(','),
  },
};

