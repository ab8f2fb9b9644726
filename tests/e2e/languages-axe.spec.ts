import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen, type ShadowPath } from './support/axe';
import { catalogues, otherLanguages, storeLanguageChoice } from './support/languages';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/**
 * Accessibility in every language: axe (the same configuration as the English tests,
 * tests/e2e/support/axe.ts) passes in Kannada and Hindi on the home, listing, product, cart and
 * login screens. Home is scanned standing still (reduced motion), as in home.spec.ts, and its
 * chrome at a phone's width, where the bottom bar shows.
 */
for (const language of otherLanguages) {
  const t = catalogues[language];

  test.describe(`axe in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await storeLanguageChoice(page, language);
    });

    // Home is long: its routed screen and the chrome around it are scanned apart.
    for (const [part, paths] of [
      ['its screen', [storeScreen]],
      ['its header, footer and bottom bar', [['lab-storefront', 'header'], ['lab-storefront', 'footer'], ['lab-storefront', '.bottom-bar']]],
    ] as const) {
      test(`Home: ${part}`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        if (part !== 'its screen') await page.setViewportSize({ width: 375, height: 812 });
        await page.goto('/');
        const store = storefront(page);
        await expect(store.locator('.lab-locale')).toHaveAttribute('lang', language);
        await expect(store.getByText(t['pincode.label'])).toBeVisible();
        await expect(store.locator('h1')).toHaveCount(1);
        await expectNoSeriousA11yViolations(page, paths.map((path) => [...path] as ShadowPath));
      });
    }

    test('a listing', async ({ page }) => {
      await page.goto('/#/checkups');
      const store = storefront(page);
      await expect(store.locator('.test-card').first()).toBeVisible();
      await expect(store.locator('.skeleton-card')).toHaveCount(0);
      await expect(store.locator('.lab-locale')).toHaveAttribute('lang', language);
      await expectNoSeriousA11yViolations(page);
    });

    test('a product', async ({ page }) => {
      await page.goto('/#/product?id=cbc');
      const store = storefront(page);
      await expect(store.getByRole('heading', { level: 1 })).toHaveText('Complete Blood Count (CBC)');
      await expect(store.locator('.lab-locale')).toHaveAttribute('lang', language);
      await expectNoSeriousA11yViolations(page);
    });

    test('the cart and its removal dialog', async ({ page }) => {
      const session = await logInThroughApi(page);
      await addToServerCart(page, session, ['cbc']);
      await page.goto(`/#/cart?userId=${session.userId}`);
      const store = storefront(page);
      await expect(store.getByRole('heading', { name: 'Complete Blood Count (CBC)' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, storeScreen);
      await store.locator('.cart-item__remove').click();
      await expect(store.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page, ['lab-storefront', 'dialog.confirm-dialog']);
    });

    test('the login panel', async ({ page }) => {
      await page.goto('/#/sitemap');
      const store = storefront(page);
      await store.getByRole('button', { name: t['header.login'] }).click();
      await expect(store.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
