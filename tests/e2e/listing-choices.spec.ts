import { expect, test } from './support/sharedPage';
import { microdataOf } from './support/schemaOrgData';
import { storefront } from './support/session';

/**
 * Issue 41's journeys that need a real page: sorting a listing puts the cheapest package first,
 * and a test's product screen carries its schema.org data in the page's own DOM, outside every
 * shadow root. The rules (sort, filter, the live count, the data's shape) are unit tests.
 */
test('"Price: low to high" puts the cheapest Full Body Checkup package first', async ({ page, request }) => {
  const answer = await request.get(`/api/v1/tests/category/${encodeURIComponent('Full Body Checkup')}`);
  const packages = ((await answer.json()) as { data: { name: string; price: number }[] }).data;
  const cheapest = packages.reduce((low, each) => (each.price < low.price ? each : low));
  await page.goto('/#/checkups?tab=Full%20Body%20Checkup');
  const store = storefront(page);
  await expect(store.locator('.test-card')).toHaveCount(packages.length);
  await store.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(store.locator('.test-card h2').first()).toHaveText(cheapest.name);
  await expect(store.getByRole('status').filter({ hasText: 'lowest price first' })).toBeVisible();
  await expect(page).toHaveURL(/#\/checkups\?tab=Full(%20|\+)Body(%20|\+)Checkup$/);
});

test("the test card's product screen carries schema.org data naming the test with its price in INR", async ({ page }) => {
  await page.goto('/#/product?id=thyroid-profile-total&category=Thyroid');
  await expect(storefront(page).getByRole('heading', { level: 1 })).toHaveText('Thyroid Profile Total (T3, T4, TSH)');
  // Chromium has Trusted Types, so the elements write the data as microdata (docs/guide/server-rendering.md).
  await expect.poll(() => microdataOf(page, 'lab-storefront')).toHaveLength(1);
  const [product] = await microdataOf(page, 'lab-storefront');
  expect(product).toMatchObject({
    '@type': ['Product', 'MedicalTestPanel'],
    name: 'Thyroid Profile Total (T3, T4, TSH)',
    offers: { '@type': ['Offer'], price: '449', priceCurrency: 'INR' },
  });
});
