import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen } from './support/axe';
import { storefront } from './support/session';

/**
 * On a phone, the price and Add to cart stay at the bottom, above the mobile
 * bottom bar, while the product's own price box is out of sight; never at desktop widths. The bar
 * is for the eye and the thumb: screen readers and the keyboard meet one Add to cart.
 */
const longPackage = '/#/product?id=exclusive-full-body-special&category=Exclusive';
const addToCart = 'Add to cart: Full Body Checkup + 1 Special Profile FREE';

const bar = (page: Page) => storefront(page).locator('.buy-bar');

test.describe('at 375 px', () => {
  // On the kept page (support/sharedPage.ts), which returns to the project's 1366 px after each test.
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('the bar shows while the price box is out of sight and hides when it comes into view', async ({ page }) => {
    await page.goto(longPackage);
    const store = storefront(page);
    await expect(store.getByRole('heading', { level: 1 })).toHaveText('Full Body Checkup + 1 Special Profile FREE');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).locator('s')).toHaveText('₹2,299');
    await expect(bar(page)).toContainText('₹999');

    // Above the mobile bottom bar, not over it.
    const barBox = await bar(page).boundingBox();
    const bottomBarBox = await store.locator('.bottom-bar').boundingBox();
    expect(barBox && bottomBarBox && barBox.y + barBox.height).toBeLessThanOrEqual(bottomBarBox?.y ?? 0);

    await store.locator('.product__buy').scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar(page)).toBeVisible();
  });

  test('the bar shows as soon as the price and the box\'s Add to cart are gone, while the box\'s last lines are still in sight', async ({ page }) => {
    await page.goto(longPackage);
    const store = storefront(page);
    await store.locator('.product__buy').scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeHidden();
    // The box's actions just above the top edge; its assurance line below them is still on screen.
    await store.locator('.product__actions').evaluate((actions) => {
      window.scrollBy(0, actions.getBoundingClientRect().bottom + 4);
    });
    await expect(store.locator('.product__assurance')).toBeInViewport();
    await expect(bar(page)).toBeVisible();
  });

  test("the bar shows while 15 px of Book Now still show: it watches the price and the box's Add to cart, not the row", async ({
    page,
  }) => {
    await page.goto(longPackage);
    const store = storefront(page);
    const bookNow = store.locator('.product__actions').getByRole('button', { name: 'Book Now' });
    await bookNow.scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeHidden();
    await bookNow.evaluate((button) => {
      window.scrollBy(0, button.getBoundingClientRect().bottom - 15);
    });
    expect(await bookNow.evaluate((button) => button.getBoundingClientRect().bottom)).toBeCloseTo(15, 0);
    await expect(store.getByRole('button', { name: addToCart })).not.toBeInViewport();
    await expect(bar(page)).toBeVisible();
  });

  test('the end of the page is never under the bar', async ({ page }) => {
    await page.goto(longPackage);
    const store = storefront(page);
    await expect(bar(page)).toBeVisible();
    await expect(store.locator('footer')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Past the price box the bar shows, and the page has kept room for it below its last line.
    await expect(bar(page)).toBeVisible();
    const footerBottom = await store.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
    const barTop = await bar(page).evaluate((element) => element.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
  });

  test('screen readers and the keyboard meet one Add to cart; the bar adds through the same action', async ({ page }) => {
    await page.goto(longPackage);
    const store = storefront(page);
    await expect(bar(page)).toBeVisible();
    await expect(store.getByRole('button', { name: addToCart })).toHaveCount(1);
    await expect(bar(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(bar(page).locator('button')).toHaveAttribute('tabindex', '-1');
    await expectNoSeriousA11yViolations(page, storeScreen);

    await bar(page).locator('button').click();
    await expect(store.getByRole('status').filter({ hasText: 'Please login to add items to cart' })).toBeVisible();
  });
});

test('at 1366 px there is no bar, wherever the price box is', async ({ page }) => {
  await page.goto(longPackage);
  const store = storefront(page);
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('Full Body Checkup + 1 Special Profile FREE');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(store.locator('.footer')).toBeVisible();
  await expect(bar(page)).toBeHidden();
});
