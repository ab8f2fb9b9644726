import { expect, test } from '@playwright/test';
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

test('a code request whose code cannot be fetched says the network text and can be tried again', async ({ page }) => {
  await page.goto('/');
  await page.route('**/dist/chunks/auth-*.js', (route) => route.abort());
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
