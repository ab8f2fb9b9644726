import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import browserTests from '../../playwright.config';

/**
 * Review screenshots (`npm run screenshots`, after a build): the browser tests' Chromium, demo
 * server and throw-away database, running the capture scripts here instead of the tests. They
 * assert nothing; the pictures are for a person to look at.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const server = browserTests.webServer;

export default defineConfig({
  ...browserTests,
  testDir: '.',
  testMatch: '*Screens.ts',
  outputDir: `${root}test-results/screenshot-runs`,
  workers: 1,
  webServer: server && !Array.isArray(server) ? { ...server, cwd: root } : server,
});
