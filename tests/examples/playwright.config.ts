import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from '../../playwright.config.ts';
import { hostApps } from './hostApps.ts';

/** Read by `scripts/testExamples.ts` for its summary per app. */
export const resultsFile = resolve(import.meta.dirname, '../../test-results/examples-results.json');

/**
 * Browser tests of the example host apps' production builds (`npm run test:examples` builds
 * them first): one project per app, all running the same spec against that app's own port.
 * Debian's Chromium and its flags come from the root config (importing it also checks that
 * Chromium is there); no API server is needed.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'host-app.spec.ts',
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
  projects: hostApps.map((app) => ({ name: app.name, use: { baseURL: `http://127.0.0.1:${app.port}` } })),
  webServer: {
    command: 'npx tsx tests/examples/serveBuiltApps.ts',
    cwd: '../..',
    // Ready when the first app's port answers: the server opens all of them at once.
    port: hostApps[0]?.port,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
