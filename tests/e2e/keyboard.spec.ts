import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The control was not reached with Tab');
}

test('keyboard only: search → product', async ({ page }) => {
  await page.goto('/#/');
  const store = storefront(page);

  const search = store.getByRole('combobox', { name: 'Search tests and packages' });
  await tabTo(page, search);
  await page.keyboard.type('complete blood count');
  // Typing slowly under load can show an earlier word's answer first ('complete' lists the vitamin
  // panel first); a user presses the arrow once the list shows what they typed.
  await expect(store.getByRole('listbox').getByRole('option').first()).toContainText('Complete Blood Count (CBC)');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('Complete Blood Count (CBC)');
});

test('keyboard only: product → add to cart → cart', async ({ page }) => {
  const session = await logInThroughApi(page);
  await page.goto('/#/product?id=cbc&category=Complete%20Blood%20Count');
  const store = storefront(page);

  const add = store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(store.getByRole('status').filter({ hasText: 'Item added to cart successfully!' })).toBeVisible();

  const cartLink = store.getByRole('link', { name: 'Cart 1 item' });
  await cartLink.focus();
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, cartLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/cart\\?userId=${session.userId}$`));
  await expect(store.getByRole('heading', { name: 'Complete Blood Count (CBC)' })).toBeVisible();
});

test('keyboard only: remove from the cart through the confirmation dialog', async ({ page }) => {
  const session = await logInThroughApi(page);
  await addToServerCart(page, session, ['cbc']);
  await page.goto(`/#/cart?userId=${session.userId}`);
  const store = storefront(page);
  const remove = store.getByRole('button', { name: 'Remove Complete Blood Count (CBC)' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const dialog = store.getByRole('dialog', { name: 'Confirm Removal' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(store.getByText('Your cart is empty')).toBeVisible();
});
