import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen } from './support/axe';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/**
 * One preparation list for the cart's items together: fasting and for which
 * items, the sample types, and when the last report is due (product §9's defaults where absent).
 * The defaults as shown: src/elements/lab-storefront/components/Cart/CartPreparation.test.tsx.
 */
test('a fasting package with a non-fasting test: fasting for the package, every sample, the longest report time', async ({ page }) => {
  const session = await logInThroughApi(page);
  // Basic Full Body Checkup: fasting, Blood & Urine, 24 hours. Vitamin D: Serum, 48 hours.
  await addToServerCart(page, session, ['full-body-basic', 'vitamin-d']);
  await page.goto(`/#/cart?userId=${session.userId}`);
  const preparation = storefront(page).locator('.cart-prep');
  await expect(preparation.getByRole('heading', { level: 2 })).toHaveText('Before your sample collection');
  await expect(preparation).toContainText('FastingRequired for Basic Full Body Checkup. Only water until your sample is collected.');
  await expect(preparation).toContainText('SamplesBlood, Urine, Serum');
  await expect(preparation).toContainText('All reports within48 hours');
  await expectNoSeriousA11yViolations(page, storeScreen);
});
