import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { copyPgliteFolder } from './demo/api/db/copy-pglite-folder.ts';
import { testBrowserPackage, testBrowserPath } from './scripts/testBrowser.ts';

/**
 * End-to-end tests in Debian's headless Chromium (scripts/testBrowser.ts; never a downloaded
 * browser) against the real demo server and reference API on a throw-away database. One-time codes
 * go to a file the tests read.
 */
if (!existsSync(testBrowserPath)) {
  throw new Error(
    `Chromium was not found at ${testBrowserPath}. Install Debian's build with ` +
      `\`apt-get update && apt-get install -y ${testBrowserPackage}\`, or set CHROME_PATH to a Chromium binary.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 4319);
// The config is evaluated again in every worker: the first evaluation's id is inherited through
// the environment so the server and all workers agree on the code file.
process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;
const runId = process.env.E2E_RUN_ID;
export const otpLogFile = join(tmpdir(), `lab-e2e-otp-${runId}.jsonl`);
process.env.E2E_OTP_LOG = otpLogFile;
const dataDir = join(tmpdir(), `lab-e2e-data-${runId}`);
// `npm test` migrates and seeds one database for all its steps (scripts/runTests.ts): the demo
// server starts on a copy of it instead of making its own (about 10 s of CPU).
const template = process.env.LAB_PGLITE_TEMPLATE;
if (template && !existsSync(dataDir)) copyPgliteFolder(template, dataDir);

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so parallel runs on one machine do not wipe each other's artefacts.
  outputDir: `test-results/playwright-${port}`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Three on two cores: a browser worker mostly waits on its page. Alone the suite takes 7.8 min
  // with two and 5.9 with four, but four beside npm test's Node lanes made the unit tests'
  // time-outs fail; three took npm test from 367-394 s to 347 s. `E2E_WORKERS` sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 900 },
    // The moving highlights strip keeps a software-composited Chromium (no GPU here) at about 15%
    // of a core for as long as Home is open; with two workers on two cores that slowed every test
    // that passes through Home. Tests run standing still; the tests of motion itself (home.spec.ts)
    // ask for it.
    reducedMotion: 'reduce',
    // A failed test keeps a screenshot of its end and the page's accessibility tree at the failure
    // (error-context.md). No trace by default: recording one for every test (the DOM at every step,
    // kept only on failure) cost a quarter of the suite's CPU (490 s against 370 s on two cores).
    // To see a failure step by step: `npx playwright test <spec> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testBrowserPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx demo/server.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OTP_SENDER: `file:${otpLogFile}`,
      // Every test logs in and searches from 127.0.0.1: the per-address caps would stop the suite.
      OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR: '100000',
      OTP_MAX_SENDS_PER_NETWORK_PER_HOUR: '100000',
      OTP_MAX_SENDS_PER_HOUR: '100000',
      OTP_MAX_VERIFIES_PER_ADDRESS_PER_HOUR: '100000',
      OTP_FREE_WRONG_CODES_PER_ADDRESS: '100000',
      SEARCH_MAX_PER_ADDRESS_PER_SECOND: '100000',
      // The resend wait is a setting (30 s by default): a test that meets it waits seconds, not minutes.
      OTP_RESEND_COOLDOWN_SECONDS: '5',
    },
  },
});
