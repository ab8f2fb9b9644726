import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen } from './support/axe';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/*
 * The cart in a real page against the real server: adding, the list and its sums, removing through
 * the dialog, the empty cart, with axe. Failed writes and reads, and the cart without a userId, are
 * proven in tests/unit/cart.test.ts, tests/unit/cart-failures.test.tsx and
 * tests/unit/content-pages.test.tsx.
 */

test("adding from a card: 'Item added to cart successfully!', the count badge and lab-cart-change", async ({ page }) => {
  await logInThroughApi(page);
  await page.goto('/#/single-test');
  await page.evaluate(() => {
    document.addEventListener('lab-cart-change', (event) => {
      sessionStorage.setItem('cart-change', JSON.stringify((event as CustomEvent).detail));
    });
  });
  const store = storefront(page);
  await store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' }).click();
  await expect(store.getByRole('status').filter({ hasText: 'Item added to cart successfully!' })).toBeVisible();
  await expect(store.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cart-change'))).toBe('{"count":1}');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toContain('"_id":"cbc"');

  // The same test again is no duplicate.
  await store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' }).click();
  await expect(store.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
});

test('the cart lists the server items with subtotal, tax 0 and total, and brings the count in line', async ({ page }) => {
  const session = await logInThroughApi(page);
  await addToServerCart(page, session, ['cbc', 'vitamin-d']);
  await page.goto(`/#/cart?userId=${session.userId}`);
  const store = storefront(page);
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('Your Cart');
  await expect(store.getByRole('heading', { name: 'Complete Blood Count (CBC)' })).toBeVisible();
  await expect(store.getByRole('heading', { name: 'Vitamin D Total (25-OH)' })).toBeVisible();
  const summary = store.locator('.cart-summary');
  await expect(summary).toContainText('Subtotal₹848');
  await expect(summary).toContainText('Tax₹0');
  await expect(summary).toContainText('Total₹848');
  await expect(store.getByRole('link', { name: 'Cart 2 items' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, storeScreen);

  // The demo's store takes bookings: the home collection fee is in the total, and Checkout opens the
  // checkout (without `booking` it is product §8's message: tests/unit/booking-switch.test.tsx).
  await expect(summary).toContainText('Home collectionFree');
  await store.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/#\/checkout$/);
  await expect(store.getByRole('heading', { level: 2, name: 'Step 1 of 4 Who is being tested?' })).toBeVisible();
});

test('Remove asks to confirm: Cancel keeps the item and returns focus, Remove drops it', async ({ page }) => {
  const session = await logInThroughApi(page);
  await addToServerCart(page, session, ['cbc', 'vitamin-d']);
  await page.goto(`/#/cart?userId=${session.userId}`);
  const store = storefront(page);
  const remove = store.getByRole('button', { name: 'Remove Complete Blood Count (CBC)' });
  await remove.click();
  const dialog = store.getByRole('dialog', { name: 'Confirm Removal' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to remove this item from your cart?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, ['lab-storefront', 'dialog.confirm-dialog']);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  await remove.click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(store.getByRole('heading', { name: 'Complete Blood Count (CBC)' })).toHaveCount(0);
  await expect(store.locator('.cart-summary')).toContainText('Total₹549');
  await expect(store.getByRole('link', { name: 'Cart 1 item' })).toBeVisible();
  await expect(store.getByRole('heading', { level: 1 })).toBeFocused();
});

test("an empty cart says 'Your cart is empty' with 'Continue Shopping'", async ({ page }) => {
  const session = await logInThroughApi(page);
  await page.goto(`/#/cart?userId=${session.userId}`);
  const store = storefront(page);
  await expect(store.getByText('Your cart is empty')).toBeVisible();
  await expectNoSeriousA11yViolations(page, storeScreen);
  await store.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/#\/$/);
});
