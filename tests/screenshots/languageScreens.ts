import { test } from '@playwright/test';
import { catalogues, otherLanguages, storeLanguageChoice } from '../e2e/support/languages';
import { shootScrolling, shoot, sizes } from './shots';
import { addToServerCart, logInThroughApi, storefront } from '../e2e/support/session';

/**
 * Captures Home, a listing, a product, the cart and the login panel in every other language at 1366
 * and 375 px for review by eye (`npm run screenshots`), written to `test-results/screens/`.
 * The language is chosen as the switcher would choose it.
 */


for (const language of otherLanguages) {
  for (const size of sizes) {
    test(`${language} screens ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await storeLanguageChoice(page, language);
      const session = await logInThroughApi(page);
      await addToServerCart(page, session, ['cbc', 'vitamin-d']);
      const store = storefront(page);
      const suffix = `${language}-${size.name}`;

      await page.goto('/#/');
      await store.locator('footer').waitFor();
      await shootScrolling(page, (part) => `test-results/screens/language-home-${suffix}-${part}.png`, 10);

      await page.goto('/#/checkups');
      await store.locator('.test-card').first().waitFor();
      await shoot(page, `language-listing-${suffix}`);

      await page.goto('/#/product?id=cbc&category=Complete%20Blood%20Count');
      await store.locator('h1').waitFor();
      await shoot(page, `language-product-${suffix}`);

      await page.goto(`/#/cart?userId=${session.userId}`);
      await store.getByRole('heading', { name: 'Complete Blood Count (CBC)' }).waitFor();
      await shoot(page, `language-cart-${suffix}`);
    });

    test(`${language} login ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await storeLanguageChoice(page, language);
      await page.goto('/#/sitemap');
      const store = storefront(page);
      await store.getByRole('button', { name: catalogues[language]['header.login'] }).click();
      await store.getByRole('dialog').waitFor();
      await shoot(page, `language-login-${language}-${size.name}`, false);
    });
  }
}
