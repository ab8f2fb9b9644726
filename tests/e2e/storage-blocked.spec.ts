import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { readLoginCode, uniquePhoneNumber } from './support/loginCode';
import { logInThroughApi, storefront } from './support/session';

/**
 * The shipped bundle (dist/, served by the demo server) where the browser will not store anything:
 * a full quota (Safari's private mode: writes throw, reads work) or storage denied altogether
 * (sandboxed frames, blocked cookies: touching `localStorage` throws). The store keeps the
 * session, the cart and the pin code in memory, and nothing throws uncaught.
 */
const blockers = {
  'full (setItem throws, getItem works)': () => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  'denied altogether (localStorage throws)': () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  },
};

async function logInWithThePanel(page: Page) {
  const phoneNumber = uniquePhoneNumber();
  const store = storefront(page);
  await store.getByRole('button', { name: 'Login', exact: true }).click();
  const panel = store.locator('dialog.login-panel');
  await panel.getByLabel('Mobile number').fill(phoneNumber);
  await panel.getByRole('button', { name: 'Send OTP' }).click();
  await panel.getByLabel('One-time password (OTP)').fill(await readLoginCode(phoneNumber));
  await panel.getByRole('button', { name: 'Verify OTP' }).click();
  // 'Login successful!' shows for a second (login.spec.ts reads it); then the panel closes.
  await expect(panel).toBeHidden();
}

for (const [storage, block] of Object.entries(blockers)) {
  test(`with storage ${storage}: login, add to cart and the header count work in memory`, async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.addInitScript(block);
    await page.goto('/#/single-test');
    const store = storefront(page);

    // A reload would end a session kept in memory, so the page stays: this mark must survive the
    // moment a second after the login when the spec's reload would come (the panel closes then).
    await page.evaluate(() => document.documentElement.setAttribute('data-same-page', ''));
    await logInWithThePanel(page);
    await expect(page.locator('html')).toHaveAttribute('data-same-page', '');
    await expect(store.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);

    await store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' }).click();
    await expect(store.getByRole('status').filter({ hasText: 'Item added to cart successfully!' })).toBeVisible();
    await expect(store.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
    expect(uncaught).toEqual([]);
  });

  test(`with storage ${storage}: the pin-code check works in memory`, async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.addInitScript(block);
    await page.goto('/#/');
    const checker = storefront(page).locator('form.pincode');
    await checker.getByRole('textbox').fill('560030');
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(checker.getByText('Great! Service Available')).toBeVisible();
    expect(uncaught).toEqual([]);
  });
}

test('with a session stored before the quota filled up: the visitor stays logged in and can add to cart', async ({ page }) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await logInThroughApi(page);
  // After the session is stored (the init script above), every write throws; reads still work.
  await page.addInitScript(blockers['full (setItem throws, getItem works)']);
  await page.goto('/#/single-test');
  const store = storefront(page);
  await expect(store.getByRole('button', { name: 'My account' })).toBeVisible();
  await store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' }).click();
  await expect(store.getByRole('status').filter({ hasText: 'Item added to cart successfully!' })).toBeVisible();
  await expect(store.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  expect(uncaught).toEqual([]);
});
