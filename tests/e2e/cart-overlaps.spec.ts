import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen } from './support/axe';
import { catalogues, otherLanguages, storeLanguageChoice } from './support/languages';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/**
 * The cart says which tests the visitor would pay for twice, with the amount at
 * stake and a Remove through the spec's confirmation, and the product screen warns before a
 * duplicate is added. The reference catalogue names each parameter one way (demo/api/seed).
 */
test('a single test that a package in the cart includes: the amount to save, and Remove through the confirmation', async ({ page }) => {
  const session = await logInThroughApi(page);
  await addToServerCart(page, session, ['tsh', 'full-body-basic']);
  const detailReads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/v1/tests/')) detailReads.push(path);
  });
  await page.goto(`/#/cart?userId=${session.userId}`);
  const store = storefront(page);
  const overlaps = store.locator('.cart-overlaps');
  await expect(overlaps.getByRole('heading', { level: 2 })).toHaveText('Some tests are in your cart twice');
  await expect(overlaps).toContainText(
    'TSH (Thyroid Stimulating Hormone) is already included in Basic Full Body Checkup. Remove it to save ₹249.',
  );
  await expectNoSeriousA11yViolations(page, storeScreen);

  await overlaps.getByRole('button', { name: 'Remove TSH (Thyroid Stimulating Hormone)' }).click();
  const dialog = store.getByRole('dialog', { name: 'Confirm Removal' });
  await expect(dialog).toContainText('Are you sure you want to remove this item from your cart?');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(store.getByRole('heading', { name: 'TSH (Thyroid Stimulating Hormone)' })).toHaveCount(0);
  await expect(overlaps).toHaveCount(0);
  await expect(store.locator('.cart-summary')).toContainText('Total₹999');
  await expect(store.getByRole('heading', { level: 1 })).toBeFocused();
  // One read of each item's details for the visit.
  expect(detailReads.sort()).toEqual(['/api/v1/tests/full-body-basic', '/api/v1/tests/tsh']);
});

test('two packages that share tests: which ones, and either can be removed', async ({ page }) => {
  const session = await logInThroughApi(page);
  await addToServerCart(page, session, ['exclusive-vitamin-thyroid', 'full-body-basic']);
  await page.goto(`/#/cart?userId=${session.userId}`);
  const store = storefront(page);
  const overlaps = store.locator('.cart-overlaps');
  await expect(overlaps).toContainText(
    'Thyroid + Vitamin D + B12 Combo and Basic Full Body Checkup both include Total T3 (Triiodothyronine), Total T4 (Thyroxine) and TSH (Thyroid Stimulating Hormone). You would pay for these tests twice. Which one to keep is your choice.',
  );
  await expect(overlaps.getByRole('button', { name: 'Remove Thyroid + Vitamin D + B12 Combo' })).toBeVisible();
  await overlaps.getByRole('button', { name: 'Remove Basic Full Body Checkup' }).click();
  await store.getByRole('dialog', { name: 'Confirm Removal' }).getByRole('button', { name: 'Remove' }).click();
  await expect(store.getByRole('heading', { name: 'Basic Full Body Checkup' })).toHaveCount(0);
  await expect(overlaps).toHaveCount(0);
});

test('the product screen says a package in the cart already includes the test, before it is added', async ({ page }) => {
  await logInThroughApi(page);
  await page.goto('/#/product?id=full-body-basic');
  const store = storefront(page);
  await store.getByRole('button', { name: 'Add to cart: Basic Full Body Checkup' }).click();
  await expect(store.getByRole('status').filter({ hasText: 'Item added to cart successfully!' })).toBeVisible();
  await expect(store.locator('.product__in-cart')).toHaveCount(0);

  await page.goto('/#/product?id=thyroid-profile-total');
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('Thyroid Profile Total (T3, T4, TSH)');
  await expect(store.getByText('Included in Basic Full Body Checkup, already in your cart')).toBeVisible();
  await expectNoSeriousA11yViolations(page, storeScreen);

  await page.goto('/#/product?id=vitamin-d');
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('Vitamin D Total (25-OH)');
  await expect(store.locator('.product__in-cart')).toHaveCount(0);
});

for (const language of otherLanguages) {
  const t = catalogues[language];
  test(`in ${language}: the overlap, its Remove and the product notice are translated, and axe passes`, async ({ page }) => {
    await storeLanguageChoice(page, language);
    const session = await logInThroughApi(page);
    await addToServerCart(page, session, ['tsh', 'full-body-basic']);
    await page.goto(`/#/cart?userId=${session.userId}`);
    const store = storefront(page);
    const overlaps = store.locator('.cart-overlaps');
    await expect(overlaps.getByRole('heading', { level: 2 })).toHaveText(t['cart.overlap.title']);
    await expect(overlaps).toContainText(
      t['cart.overlap.included']
        .replace('{name}', 'TSH (Thyroid Stimulating Hormone)')
        .replace('{container}', 'Basic Full Body Checkup')
        .replace('{amount}', '₹249'),
    );
    await expect(overlaps.getByRole('button', { name: t['cart.removeItem'].replace('{name}', 'TSH (Thyroid Stimulating Hormone)') })).toBeVisible();
    await expect(store.locator('.cart-prep')).toContainText(t['cart.prep.title']);
    await expectNoSeriousA11yViolations(page, storeScreen);

    // The cart screen brought the storage list, which the product screen reads, in line with the server.
    await page.goto('/#/product?id=tsh');
    await expect(store.getByText(t['product.includedInCart'].replace('{name}', 'Basic Full Body Checkup'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, storeScreen);
  });
}
