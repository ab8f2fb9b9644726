import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen } from './support/axe';
import { storefront } from './support/session';

/*
 * The product screen in a real page: a long package from the real server with its groups, and
 * axe on it and on 'Product not found'. The facts' defaults, Book Now, 'Product not found', a
 * failed read and Add to cart while logged out are proven in tests/unit/product-screen.test.tsx.
 */

test('the product screen shows the name, description, prices, sample type, fasting, report time and included groups', async ({ page }) => {
  await page.goto('/#/product?id=exclusive-full-body-special&category=Exclusive');
  const store = storefront(page);
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('Full Body Checkup + 1 Special Profile FREE');
  await expect(store.getByText(/^Our most booked package/)).toBeVisible();
  await expect(store.locator('.product__buy s')).toHaveText('₹2,299');
  await expect(store.locator('.product__buy')).toContainText('₹999');
  await expect(store.locator('.product__facts')).toContainText('Sample type');
  await expect(store.locator('.product__facts')).toContainText('FastingRequired');
  await expect(store.locator('.product__facts')).toContainText('Report time');

  // A long package: groups are collapsible, the first one open.
  const groups = store.locator('details.included__group');
  expect(await groups.count()).toBeGreaterThan(3);
  await expect(groups.first()).toHaveAttribute('open', '');
  await expect(groups.nth(1)).not.toHaveAttribute('open', '');
  await groups.nth(1).locator('summary').click();
  await expect(groups.nth(1)).toHaveAttribute('open', '');
  await expect(groups.nth(1).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, storeScreen);
});

test("'Product not found' has no serious axe violations", async ({ page }) => {
  await page.goto('/#/product?id=no-such-test');
  await expect(storefront(page).getByRole('heading', { level: 1 })).toHaveText('Product not found');
  await expectNoSeriousA11yViolations(page, storeScreen);
});
