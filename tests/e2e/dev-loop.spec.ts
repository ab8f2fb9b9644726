import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startDevServer, type RunningDevServer } from './support/devServer';
import { collectProblems } from './support/hostPage';
import { inTurn } from './support/takingTurns';

/**
 * `npm run dev` (demo/dev.ts): the store page from the sources, and a saved CSS file and a saved
 * component shown in the open page without a reload. The edits go to the real files and are
 * undone at once; they touch nothing another test reads (an outline and a data attribute of
 * the hero's eyebrow).
 */
const heroCss = 'src/elements/lab-storefront/components/Home/HeroBanner.css';
const heroView = 'src/elements/lab-storefront/components/Home/HeroBanner.tsx';

let devServer: RunningDevServer;

test.beforeAll(async () => {
  devServer = await startDevServer();
});

// What the dev server printed (its updates, reloads and errors) is what explains a failure here.
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from its pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const log = testInfo.outputPath('npm-run-dev.log');
  writeFileSync(log, devServer.output());
  await testInfo.attach('npm run dev output', { path: log });
  console.error(`npm run dev printed:\n${devServer.output()}`);
});

test.afterAll(async () => {
  await devServer.stop();
});

/**
 * Saves `file` with `from` replaced by `to`, runs `check`, and puts the file back as it was as soon
 * as `check` passes. Both are saved as an editor saves, emptied and then written; the dev server
 * sees each whole, however soon the second follows the first (tests/unit/dev-server-saves.test.ts).
 */
async function whileSaved(file: string, from: string, to: string, check: () => Promise<void>): Promise<void> {
  const original = readFileSync(file, 'utf8');
  expect(original).toContain(from);
  writeFileSync(file, original.replace(from, to));
  try {
    await check();
  } finally {
    writeFileSync(file, original);
  }
}

/**
 * The files saved are the repository's own, which every copy of this test changes (two workers of
 * `--repeat-each`): one copy that read a file while another had it saved would put back the other's
 * change. The copies take turns (each one's dev server still sees the other's saves, and its page
 * gets them as updates before its turn: harmless).
 */
const sourceEdits = resolve('test-results/dev-loop-source-edits.lock');

/** A saved file reaches the open page through the dev server's watcher and transform: on a busy machine, seconds. */
const updated = { timeout: 20_000 };

test('npm run dev serves the store from the sources and shows saved CSS and components without a reload', async ({ page }) => {
  test.setTimeout(150_000);
  const problems = collectProblems(page);
  await page.goto(`${devServer.url}/`);
  const store = page.locator('lab-storefront');
  await expect(store.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
  const eyebrow = store.locator('.hero__eyebrow');
  await expect(eyebrow).toHaveText('Health checkups in Bengaluru');
  await page.evaluate(() => Object.assign(window, { devLoopPage: 'not reloaded' }));

  await inTurn(sourceEdits, async () => {
    const outlined = '.hero__eyebrow { outline: 3px solid rgb(170, 0, 0);';
    await whileSaved(heroCss, '.hero__eyebrow {', outlined, async () => {
      await expect(eyebrow).toHaveCSS('outline-color', 'rgb(170, 0, 0)', updated);
    });
    await expect(eyebrow).not.toHaveCSS('outline-color', 'rgb(170, 0, 0)', updated);

    await whileSaved(heroView, 'className="hero__eyebrow"', 'className="hero__eyebrow" data-dev-loop="saved"', async () => {
      await expect(store.locator('[data-dev-loop="saved"]')).toHaveText('Health checkups in Bengaluru', updated);
    });
    await expect(store.locator('[data-dev-loop="saved"]')).toHaveCount(0, updated);
    await expect(eyebrow).toHaveText('Health checkups in Bengaluru');
  });

  expect(await page.evaluate(() => (window as { devLoopPage?: string }).devLoopPage)).toBe('not reloaded');
  expect(problems).toEqual([]);
});
