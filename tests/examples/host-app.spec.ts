import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { brokenImages, watchAssetFailures } from './assetFailures.ts';
import { watchConsole } from './consoleMessages.ts';
import { developmentPath, hostApps } from '../../examples/hostApps.ts';

/**
 * The partner clinic page as each example app builds it (React, Vue, Svelte, Angular; one
 * Playwright project per app): the app's own markup shows the state it keeps from our elements'
 * events, and drives the login panel from that state. Every app renders the same ids and texts.
 */

/** The store page the apps send visitors to; the header gets it as a property, set early. */
const storeUrl = 'https://lab.example/store';

async function checkPincode(page: Page, pincode: string) {
  const checker = page.locator('lab-pincode-checker');
  await checker.getByRole('textbox').fill(pincode);
  await checker.getByRole('button', { name: 'Check' }).click();
}

/**
 * Copies of React in an app's production build: production React and ReactDOM each link React's
 * error decoder (`react.dev/errors/`) once, so each copy of the pair shows it twice.
 */
async function reactCopies(outputFolder: string): Promise<number> {
  const files = await readdir(outputFolder, { recursive: true });
  let links = 0;
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const code = await readFile(join(outputFolder, file), 'utf8');
    links += code.split('react.dev/errors/').length - 1;
  }
  return links / 2;
}

test("the production build holds exactly one React (the app's own, or the package's peer dependency)", async ({
  page: _page,
}, testInfo) => {
  const app = hostApps.find((candidate) => candidate.name === testInfo.project.name);
  if (app?.rendered !== 'in-browser') throw new Error(`No single-page host app named ${testInfo.project.name}`);
  expect(await reactCopies(app.output)).toBe(1);
});

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('renders the header, the cart badge, the pin-code checker and the login panel, without an error', async ({
  page,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sunrise Family Clinic' })).toBeVisible();
  await expect(page.locator('lab-header').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.locator('lab-cart-badge').getByRole('link', { name: 'Cart' })).toBeVisible();
  await expect(page.locator('lab-pincode-checker').getByRole('button', { name: 'Check' })).toBeVisible();
  await expect(page.locator('lab-login-panel')).toBeAttached();
  await expect(page.locator('lab-login-panel').getByRole('dialog')).toBeHidden();
  expect(uncaught).toEqual([]);
});

for (const [build, path] of [
  ['production', '/'],
  ['development', developmentPath],
] as const) {
  test(`the ${build} build writes no error or warning to the console while the widgets render and answer`, async ({
    page,
  }) => {
    await page.goto('about:blank');
    const messages = watchConsole(page);
    await page.goto(path);
    await expect(page.locator('lab-header').getByRole('button', { name: 'Login' })).toBeVisible();
    await checkPincode(page, '560001');
    await expect(page.locator('#last-check')).toHaveText('560001: home collection available');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.locator('lab-login-panel').getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
  });
}

test("a pin-code check reaches the app's state", async ({ page }) => {
  await expect(page.locator('#last-check')).toHaveText('No pin code checked yet');
  await checkPincode(page, '560001');
  await expect(page.locator('lab-pincode-checker').getByText('Great! Service Available')).toBeVisible();
  await expect(page.locator('#last-check')).toHaveText('560001: home collection available');
});

test("the app's Log in button opens the login panel", async ({ page }) => {
  const panel = page.locator('lab-login-panel').getByRole('dialog', { name: 'Login' });
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(panel).toBeVisible();
});

test("the app's Log in button opens the panel again after the user closed it (lab-login-panel-toggle)", async ({
  page,
}) => {
  const logIn = page.getByRole('button', { name: 'Log in', exact: true });
  const panel = page.locator('lab-login-panel').getByRole('dialog', { name: 'Login' });
  await logIn.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  await logIn.click();
  await expect(panel, 'reopened after the close button').toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await logIn.click();
  await expect(panel, 'reopened after Escape').toBeVisible();
});

test('no image or script request fails, and every image shows', async ({ page }) => {
  // From a blank page: a reload would abort the first load's requests still in flight.
  await page.goto('about:blank');
  const failures = watchAssetFailures(page);
  await page.goto('/');
  await expect(page.locator('lab-header').getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
  expect(await brokenImages(page)).toEqual([]);
});

test('a handler bound on the cart badge hears its count change', async ({ page, context }) => {
  // A pin-code check first: the badge must fire about its own count whatever element the user
  // last acted in.
  await checkPincode(page, '560001');
  await expect(page.locator('#last-check')).toHaveText('560001: home collection available');
  await expect(page.locator('#cart-count')).toHaveText('Tests in your cart: 0');

  // Another tab of the same site changes the cart: this page hears a `storage` event.
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await otherTab.evaluate(() => {
    localStorage.setItem('cart', JSON.stringify([{ _id: 't1' }]));
  });
  await expect(page.locator('lab-cart-badge').getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  await expect(page.locator('#cart-count')).toHaveText('Tests in your cart: 1');
});

test('a property set before the element is defined counts once it upgrades', async ({ page }) => {
  // The app sets the header's `storeUrl` before the header's code has loaded.
  const headerCart = page.locator('lab-header').getByRole('link', { name: 'Cart' });
  await expect(headerCart).toHaveAttribute('href', `${storeUrl}#/cart`);
});
