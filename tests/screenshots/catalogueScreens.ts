import { test } from '@playwright/test';
import { uniquePhoneNumber } from '../e2e/support/loginCode';
import { shoot, sizes } from './shots';
import { addToServerCart, logInThroughApi, storefront } from '../e2e/support/session';

/**
 * Captures the listing, product, cart, login and search screens in each of their states at 1366
 * and 375 px for review by eye (`npm run screenshots`), written to `test-results/screens/`.
 */


for (const size of sizes) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`listing states ${size.name}`, async ({ page }) => {
      await page.goto('/#/checkups');
      await storefront(page).getByRole('tab').first().waitFor();
      await storefront(page).locator('.test-card').first().waitFor();
      await shoot(page, `listing-list-${size.name}`);
      await page.route('**/api/v1/tests/category/**', (route) => route.fulfill({ json: { success: true, data: [] } }));
      await page.goto('/#/package');
      await storefront(page).getByText('No exclusive packages available').waitFor();
      await shoot(page, `listing-empty-${size.name}`, false);
      await page.unroute('**/api/v1/tests/category/**');
      await page.route('**/api/v1/tests/selected/**', (route) => route.fulfill({ status: 500, json: { success: false } }));
      await page.goto('/#/single-test');
      await storefront(page).getByRole('button', { name: 'Retry' }).waitFor();
      await shoot(page, `listing-failed-${size.name}`, false);
      await page.unroute('**/api/v1/tests/selected/**');
      await page.route('**/api/v1/tests/selected/**', () => new Promise(() => undefined));
      await page.goto('/#/special-care');
      await shoot(page, `listing-loading-${size.name}`, false);
    });

    test(`product ${size.name}`, async ({ page }) => {
      await page.goto('/#/product?id=exclusive-full-body-special&category=Exclusive');
      await storefront(page).getByRole('heading', { level: 1 }).waitFor();
      await shoot(page, `product-${size.name}`);
      await page.goto('/#/product?id=nope');
      await storefront(page).getByText('Product not found').waitFor();
      await shoot(page, `product-not-found-${size.name}`, false);
    });

    test(`cart ${size.name}`, async ({ page }) => {
      const session = await logInThroughApi(page);
      await page.goto(`/#/cart?userId=${session.userId}`);
      await storefront(page).getByText('Your cart is empty').waitFor();
      await shoot(page, `cart-empty-${size.name}`, false);
      await addToServerCart(page, session, ['cbc', 'exclusive-full-body-special', 'vitamin-d']);
      await page.reload();
      await storefront(page).getByText('Order summary').waitFor();
      await shoot(page, `cart-full-${size.name}`);
      await storefront(page).getByRole('button', { name: /^Remove/ }).first().click();
      await shoot(page, `cart-remove-dialog-${size.name}`, false);
    });

    test(`login and search ${size.name}`, async ({ page }) => {
      await page.goto('/#/single-test');
      await page.evaluate(() => {
        const panel = document.createElement('lab-login-panel');
        panel.setAttribute('open', '');
        document.body.append(panel);
      });
      await page.locator('lab-login-panel').getByLabel('Mobile number').fill('98765');
      await page.locator('lab-login-panel').getByRole('button', { name: 'Send OTP' }).click();
      await shoot(page, `login-phone-${size.name}`, false);
      await page.locator('lab-login-panel').getByLabel('Mobile number').fill(uniquePhoneNumber());
      await page.locator('lab-login-panel').getByRole('button', { name: 'Send OTP' }).click();
      await page.locator('lab-login-panel').getByLabel('One-time password (OTP)').waitFor();
      await shoot(page, `login-code-${size.name}`, false);
      await page.keyboard.press('Escape');
      await page.evaluate(() => {
        const box = document.createElement('lab-search-box');
        box.style.cssText = 'position:fixed;top:8px;left:8px;right:8px;max-width:480px;z-index:50';
        document.body.append(box);
      });
      await page.locator('lab-search-box').getByRole('combobox').fill('vita');
      await page.locator('lab-search-box').getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await shoot(page, `search-open-${size.name}`, false);
    });
  });
}
