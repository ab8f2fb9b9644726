import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { collectProblems } from './support/hostPage';

/**
 * The store page (`/`) holds a snapshot of the store's first screen (`npm run snapshot`, from the
 * server renderer; tests/server/store-snapshot.test.ts checks it is current): the browser paints
 * it from the HTML, and the store replaces it at its first render.
 */
const heroTitle = 'Lab tests at home, reports you can trust';

test('the store page paints Home before any script has run, inert until the store is live', async ({ page }) => {
  await page.route('**/dist/**/*.js', (route) => route.abort());
  await page.goto('/');
  const store = page.locator('lab-storefront');
  await expect(store.getByText(heroTitle)).toBeVisible();
  await expect(store.getByText('Check home sample collection in your area')).toBeVisible();
  // Inert: the keyboard reaches none of the picture's links and buttons (the skip link first).
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test('the store replaces the snapshot: one live first screen, no CSP violation', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  const store = page.locator('lab-storefront');
  // The snapshot has its own Login button and heading: the live ones are there once it is gone.
  await expect(store.locator('[data-lab-snapshot]')).toHaveCount(0);
  await expect(store.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(store.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  await expect(store.getByText(heroTitle)).toHaveCount(1);
  expect(problems).toEqual([]);
});

/** With the store's scripts held back, what the page itself paints in `<lab-storefront>`. */
async function paintedBeforeScripts(page: Page, path: string): Promise<number | undefined> {
  await page.route('**/dist/**/*.js', (route) => route.abort());
  await page.goto(path);
  return page.evaluate(() => document.querySelector('lab-storefront')?.shadowRoot?.childElementCount);
}

test('a link to another screen paints no Home snapshot', async ({ page }) => {
  expect(await paintedBeforeScripts(page, '/#/cart')).toBe(0);
});

test('a visitor who chose Kannada is shown no English snapshot', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('labLanguage', 'kn'));
  expect(await paintedBeforeScripts(page, '/')).toBe(0);
});

/** The store page as served, with `from` replaced by `to` in its HTML (another page's markup). */
async function servedWith(page: Page, from: string, to: string): Promise<void> {
  await page.route('**/', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(from, to) });
  });
}

test('a store whose lang the store does not speak shows English, so its English snapshot stays', async ({ page }) => {
  await servedWith(page, '<lab-storefront', '<lab-storefront lang="fr"');
  expect(await paintedBeforeScripts(page, '/')).toBeGreaterThan(0);
});

test('a page in Hindi is shown no English snapshot', async ({ page }) => {
  await servedWith(page, '<html lang="en"', '<html lang="hi-IN"');
  expect(await paintedBeforeScripts(page, '/')).toBe(0);
});

test('a logged-in visitor is shown no snapshot with a Login button', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('userToken', 'a-token');
    localStorage.setItem('userId', 'u-1');
  });
  expect(await paintedBeforeScripts(page, '/')).toBe(0);
});
