import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { appsUnderTest } from '../../examples/hostApps.ts';
import { referenceApi, resultsFile } from '../../examples/referenceApi.ts';
import baseConfig from '../../playwright.config.ts';

const apps = appsUnderTest();
const staticApps = apps.filter((app) => app.rendered === 'in-browser');
const serverApps = apps.filter((app) => app.rendered === 'on-server');

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
