import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { logInThroughApi, storefront } from './support/session';

/** Counts the `lab-logout` events the host page hears. */
async function countLogouts(page: Page) {
  await page.evaluate(() => {
    document.addEventListener('lab-logout', () => {
      const host = window as unknown as { logouts?: number };
      host.logouts = (host.logouts ?? 0) + 1;
    });
  });
  return () => page.evaluate(() => (window as unknown as { logouts?: number }).logouts ?? 0);
}

test('Logout ends the session on the server: the old token no longer opens the cart', async ({ page }) => {
  const session = await logInThroughApi(page);
  await page.goto('/#/');
  const logouts = await countLogouts(page);
  const store = storefront(page);
  const loggedOut = page.waitForResponse('**/api/v1/auth/logout');
  await store.getByRole('button', { name: 'My account' }).click();
  await store.getByRole('button', { name: 'Logout' }).click();
  expect((await loggedOut).ok()).toBe(true);
  await expect(store.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await logouts()).toBe(1);

  const withOldToken = await page.request.get(`/api/v1/cart/${session.userId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(withOldToken.status()).toBe(401);
});

test("a session revoked elsewhere signs out every element and offers the login on 'Please login to continue'", async ({ page }) => {
  const session = await logInThroughApi(page);
  await page.goto('/#/single-test');
  const store = storefront(page);
  await expect(store.getByRole('button', { name: 'My account' })).toBeVisible();
  const logouts = await countLogouts(page);
  // Logged out on another device: the server no longer knows the token this page holds.
  const revoked = await page.request.post('/api/v1/auth/logout', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(revoked.ok()).toBe(true);

  await store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' }).click();
  const notice = store.getByRole('status').filter({ hasText: 'Please login to continue' });
  await expect(notice).toBeVisible();
  await expect(store.getByRole('button', { name: 'My account' })).toHaveCount(0);
  expect(await logouts()).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  await notice.getByRole('button', { name: 'Login' }).click();
  await expect(store.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
