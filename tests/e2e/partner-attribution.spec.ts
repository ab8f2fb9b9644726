import { expect, test } from './support/sharedPage';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/**
 * A visitor sent by the partner clinic: its cart badge names the clinic as partner, and the store
 * credits the clinic in its commerce events and in the cart add it sends to the API.
 */
test('a visitor who arrives from the clinic page’s badge carries the partner into the store’s events and the cart add', async ({
  page,
}) => {
  const session = await logInThroughApi(page);
  await addToServerCart(page, session, ['tsh']);
  await page.addInitScript(() => {
    const heard: { name: string; detail: unknown }[] = [];
    Object.assign(window, { commerceEvents: heard });
    for (const name of ['lab-view-cart', 'lab-view-item', 'lab-add-to-cart']) {
      document.addEventListener(name, (event) => heard.push({ name, detail: (event as CustomEvent).detail }));
    }
  });
  await page.goto('/clinic.html');
  await page.locator('lab-cart-badge').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/#/cart\\?userId=${session.userId}&partner=green-valley-clinic$`));
  const store = storefront(page);
  await expect(store.getByRole('heading', { name: 'TSH (Thyroid Stimulating Hormone)' })).toBeVisible();

  // On to a product inside the store, where the address no longer names the partner.
  await page.evaluate(() => (location.hash = '#/product?id=cbc'));
  await expect(store.getByRole('heading', { level: 1, name: 'Complete Blood Count (CBC)' })).toBeVisible();
  const add = page.waitForRequest((request) => request.url().endsWith('/api/v1/cart/add') && request.method() === 'POST');
  await store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' }).click();
  expect((await add).postDataJSON()).toEqual({ userId: session.userId, testId: 'cbc', partner: 'green-valley-clinic' });
  await expect(store.getByRole('status').filter({ hasText: 'Item added to cart successfully!' })).toBeVisible();

  const heard = await page.evaluate(() => (window as unknown as { commerceEvents: { name: string; detail: { partner?: string } }[] }).commerceEvents);
  expect(heard.map(({ name, detail }) => [name, detail.partner])).toEqual([
    ['lab-view-cart', 'green-valley-clinic'],
    ['lab-view-item', 'green-valley-clinic'],
    ['lab-add-to-cart', 'green-valley-clinic'],
  ]);
  expect(await page.evaluate(() => sessionStorage.getItem('partner'))).toBe('green-valley-clinic');
});

test('without a partner, the cart add sends exactly { userId, testId }', async ({ page }) => {
  const session = await logInThroughApi(page);
  await page.goto('/#/product?id=cbc');
  const store = storefront(page);
  const add = page.waitForRequest((request) => request.url().endsWith('/api/v1/cart/add') && request.method() === 'POST');
  await store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' }).click();
  expect((await add).postDataJSON()).toEqual({ userId: session.userId, testId: 'cbc' });
});
