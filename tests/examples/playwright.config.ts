import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from '../../playwright.config.ts';
import { apiBase, apiPort, appsUnderTest } from './hostApps.ts';

/** Read by `scripts/testExamples.ts` for its summary per app. */
export const resultsFile = resolve(import.meta.dirname, '../../test-results/examples-results.json');

const apps = appsUnderTest();
const staticApps = apps.filter((app) => app.rendered === 'in-browser');
const serverApps = apps.filter((app) => app.rendered === 'on-server');

/**
 * The reference API as the e2e tests run it (the root config's settings: a throw-away database,
 * codes written to a file the tests read, no rate caps), on its own port, answering the
 * server-rendered apps' pages from their origins. `npm run test:hosts` starts it itself while
 * the apps build (`EXAMPLES_API_STARTED`), and the tests use that one.
 */
const rootServer = baseConfig.webServer as { env: Record<string, string> };
export const referenceApi = {
  command: 'npx tsx demo/server.ts',
  cwd: '../..',
  url: `${apiBase}/`,
  reuseExistingServer: process.env.EXAMPLES_API_STARTED === '1',
  // A fresh database is migrated and seeded first: slow on a busy two-core machine.
  timeout: 120_000,
  env: {
    ...rootServer.env,
    PORT: String(apiPort),
    DATA_DIR: join(tmpdir(), `lab-examples-data-${process.env.E2E_RUN_ID ?? process.pid}`),
    CORS_ORIGINS: serverApps.map((app) => `http://127.0.0.1:${app.port}`).join(','),
  },
};

/**
 * Browser tests of the example host apps' production builds (`npm run test:hosts` builds
 * them first): one project per app against that app's own port. The single-page apps run
 * host-app.spec.ts, served as static files, with no API; the server-rendered apps run
 * server-rendered-app.spec.ts, each on its own production server, reading the reference API.
 * Debian's Chromium and its flags come from the root config (importing it also checks that
 * Chromium is there).
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/examples',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: resultsFile }]],
  use: {
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce',
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: baseConfig.use?.launchOptions,
  },
  projects: apps.map((app) => ({
    name: app.name,
    testMatch: app.rendered === 'in-browser' ? 'host-app.spec.ts' : 'server-rendered-app.spec.ts',
    use: { baseURL: `http://127.0.0.1:${app.port}` },
  })),
  webServer: [
    ...(staticApps.length > 0
      ? [
          {
            command: 'npx tsx tests/examples/serveBuiltApps.ts',
            cwd: '../..',
            // Ready when the first app's port answers: the server opens all of them at once.
            port: staticApps[0]?.port,
            reuseExistingServer: false,
            timeout: 20_000,
          },
        ]
      : []),
    ...(serverApps.length > 0 ? [referenceApi] : []),
    ...serverApps.map((app) => ({
      command: app.start.join(' '),
      cwd: app.folder,
      url: `http://127.0.0.1:${app.port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...app.env, PATH: `${join(app.folder, 'node_modules/.bin')}:${process.env.PATH ?? ''}`, NEXT_TELEMETRY_DISABLED: '1' },
    })),
  ],
});
