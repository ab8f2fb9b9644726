import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen } from './support/axe';
import { storefront } from './support/session';

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

test("sample type and report time default to 'Blood' and '24 hours', fasting to 'Not Required'", async ({ page }) => {
  await page.route('**/api/v1/tests/plain-test', (route) =>
    route.fulfill({
      json: {
        success: true,
        data: { _id: 'plain-test', name: 'Plain Test', description: 'A test.', category: 'Blood', price: 200, fastingRequired: false, includedTests: [] },
      },
    }),
  );
  await page.goto('/#/product?id=plain-test&category=Blood');
  const facts = storefront(page).locator('.product__facts');
  await expect(facts).toContainText('Sample typeBlood');
  await expect(facts).toContainText('FastingNot Required');
  await expect(facts).toContainText('Report time24 hours');
});

test("Book Now shows 'Book now functionality to be implemented'", async ({ page }) => {
  await page.goto('/#/product?id=cbc&category=Complete%20Blood%20Count');
  await storefront(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(storefront(page).getByRole('status').filter({ hasText: 'Book now functionality to be implemented' })).toBeVisible();
});

test("'Product not found' without an id and for an id the server does not know", async ({ page }) => {
  await page.goto('/#/product');
  await expect(storefront(page).getByRole('heading', { level: 1 })).toHaveText('Product not found');
  await page.goto('/#/product?id=no-such-test');
  await expect(storefront(page).getByRole('heading', { level: 1 })).toHaveText('Product not found');
  await expectNoSeriousA11yViolations(page, storeScreen);
});

test('a server error on the product says so and offers Retry', async ({ page }) => {
  await page.route('**/api/v1/tests/cbc', (route) => route.fulfill({ status: 500, json: { success: false } }));
  await page.goto('/#/product?id=cbc');
  await expect(storefront(page).getByText('We could not load this right now. Please try again.')).toBeVisible();
  await page.unroute('**/api/v1/tests/cbc');
  await storefront(page).getByRole('button', { name: 'Retry' }).click();
  await expect(storefront(page).getByRole('heading', { level: 1 })).toHaveText('Complete Blood Count (CBC)');
});

test("Add to cart while logged out says 'Please login to add items to cart' and offers Login", async ({ page }) => {
  await page.goto('/#/product?id=cbc');
  const store = storefront(page);
  await store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' }).click();
  const message = store.getByRole('status').filter({ hasText: 'Please login to add items to cart' });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Login' }).click();
  await expect(store.locator('dialog.login-panel')).toBeVisible();
});
