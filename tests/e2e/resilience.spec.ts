import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { uniquePhoneNumber } from './support/loginCode';
import { storefront } from './support/session';
import { showsSnapshot } from './support/hostPage';

test('a screen whose code cannot be fetched offers a reload, and the rest of the store keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const store = storefront(page);
  await expect(store.getByRole('heading', { level: 1 })).toBeVisible();
  // As after a redeployment that replaced the files under an open page.
  // Every catalogue screen is the one listing chunk: the screens of other chunks still open.
  await page.route('**/dist/chunks/ListingPage-*.js', (route) => route.abort());
  await store.getByRole('navigation').getByRole('link', { name: 'Single Tests' }).first().click();
  await expect(store.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(store.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await page.evaluate(() => {
    location.hash = '#/sitemap';
  });
  await expect(store.getByRole('heading', { name: 'Sitemap', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Marks the open page: a reload forgets the mark. */
const markVisit = (page: Page) => page.evaluate(() => void Object.assign(window, { sameVisit: true }));
const isSameVisit = (page: Page) => page.evaluate(() => 'sameVisit' in window);
// Single Tests is a row of the one listing screen, whose chunk every catalogue screen shares.
const singleTestsChunk = '**/dist/chunks/ListingPage-*.js';

test('a screen whose code was lost offline comes by itself once the browser is back online, in the open page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const store = storefront(page);
  await expect(store.getByRole('heading', { level: 1 })).toBeVisible();
  await markVisit(page);
  await context.setOffline(true);
  await store.getByRole('navigation').getByRole('link', { name: 'Single Tests' }).first().click();
  await expect(store.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await context.setOffline(false);
  await expect(store.getByRole('heading', { name: 'Single Tests', level: 1 })).toBeVisible();
  expect(await isSameVisit(page)).toBe(true);
});

test("Reload page fetches the screen's code again in the open page; after a try that failed online it reloads the page", async ({
  page,
}) => {
  await page.goto('/');
  const store = storefront(page);
  await expect(store.getByRole('heading', { level: 1 })).toBeVisible();
  await markVisit(page);
  let fetches = 0;
  await page.route(singleTestsChunk, (route) => {
    fetches += 1;
    return route.abort();
  });
  await store.getByRole('navigation').getByRole('link', { name: 'Single Tests' }).first().click();
  const reload = store.getByRole('button', { name: 'Reload page' });
  await reload.click();
  // The browser asks for the file again (a failed module fetch is not kept), and it fails again.
  await expect.poll(() => fetches).toBe(2);
  await expect(reload).toBeVisible();
  expect(await isSameVisit(page)).toBe(true);

  // A try failed with the browser online: the file may have been replaced, a reload is the cure.
  await reload.click();
  await expect.poll(() => isSameVisit(page).catch(() => true)).toBe(false);

  // The reloaded page's own first failure is tried again in the open page, where the file now comes.
  await expect(reload).toBeVisible();
  await markVisit(page);
  await page.unroute(singleTestsChunk);
  await reload.click();
  await expect(store.getByRole('heading', { name: 'Single Tests', level: 1 })).toBeVisible();
  expect(await isSameVisit(page)).toBe(true);
});

/** Turns the network off and on: the browser fires `online`, as when a phone finds its signal again. */
async function backOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.setOffline(false);
}

test("a pin-code answer whose code could not be fetched says the check failed, and shows once back online", async ({
  page,
  context,
}) => {
  // The answer's component and texts: fetched as the visitor types, here lost as offline.
  const answerChunk = '**/dist/chunks/lab-pincode-checker-body-*.js';
  await page.route(answerChunk, (route) => route.abort());
  await page.goto('/clinic.html');
  const checker = page.locator('lab-pincode-checker');
  await checker.getByRole('textbox').fill('560001');
  await checker.getByRole('button', { name: 'Check' }).click();
  await expect(checker.getByRole('status')).toContainText('Error checking service availability. Please try again.');
  await page.unroute(answerChunk);
  await backOnline(context);
  await expect(checker.getByRole('status')).toContainText('Great! Service Available');
});

test("a login panel whose code could not be fetched stays closed, and opens by itself once back online", async ({
  page,
  context,
}) => {
  const panelChunk = '**/dist/chunks/lab-login-panel-body-*.js';
  await page.route(panelChunk, (route) => route.abort());
  await page.goto('/#/sitemap');
  const store = storefront(page);
  await store.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(store.getByRole('heading', { name: 'Sitemap', level: 1 })).toBeVisible();
  await expect(store.getByRole('dialog')).toHaveCount(0);
  await page.unroute(panelChunk);
  await backOnline(context);
  await expect(store.getByRole('dialog').getByLabel('Mobile number')).toBeVisible();
});

test('a code request whose code cannot be fetched says the network text and can be tried again', async ({ page }) => {
  await page.goto('/');
  await page.route('**/dist/chunks/authApi-*.js', (route) => route.abort());
  const store = storefront(page);
  await store.getByRole('button', { name: 'Login' }).click();
  await store.getByLabel('Mobile number').fill(uniquePhoneNumber());
  await store.getByRole('button', { name: 'Send OTP' }).click();
  await expect(store.getByText('Error sending OTP. Please try again.')).toBeVisible();
  await expect(store.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
});

test('pasting a pin code or a phone number with spaces and words keeps every digit', async ({ page }) => {
  await page.goto('/');
  // The page's snapshot of Home is inert (first-screen-snapshot.spec.ts): typing goes to the live store.
  await expect.poll(() => showsSnapshot(page, 'lab-storefront')).toBe(false);
  const store = storefront(page);
  const pincode = store.getByLabel('Check home sample collection in your area');
  await pincode.focus();
  await page.keyboard.insertText('PIN: 560 001');
  await expect(pincode).toHaveValue('560001');
  await store.getByRole('button', { name: 'Login' }).click();
  const phone = store.getByLabel('Mobile number');
  await phone.focus();
  await page.keyboard.insertText('+91 98765 43210');
  await expect(phone).toHaveValue('9876543210');
});
