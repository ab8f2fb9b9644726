import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { catalogues, otherLanguages, storeLanguageChoice } from './support/languages';
import { findOverflow, settled } from './support/overflow';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/**
 * Type for both scripts: in Kannada and Hindi, at a phone's and a laptop's width, no
 * screen scrolls sideways and no text is wider than its box in the header, the cards, the buttons,
 * the dialogs and the mobile bottom bar (tests/e2e/support/overflow.ts says how it is measured).
 * The page stands still (reduced motion), so the highlights strip wraps in place. Each screen is
 * loaded once, at the phone's width, then measured again turned to the laptop's, as a tablet
 * turned on its side would be.
 */
const regions = ['header', 'main', 'footer', 'dialog', '[role="dialog"]', '.bottom-bar', 'nav'];
const widths = [
  { width: 375, height: 812 },
  { width: 1366, height: 900 },
] as const;

/** At each width in turn, the page as it is: no text wider than its box. */
async function expectFitsAtEveryWidth(page: Page, label: string) {
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await settled(page);
    expect.soft(await findOverflow(page, regions), `${label} at ${viewport.width} px`).toEqual([]);
  }
}

for (const language of otherLanguages) {
  const t = catalogues[language];
  const label = (screen: string) => `${language}-${screen}`;

  test.describe(`${language} at ${widths.map(({ width }) => `${width} px`).join(' and ')}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(widths[0]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await storeLanguageChoice(page, language);
    });

    test('Home fits', async ({ page }) => {
      await page.goto('/');
      const store = storefront(page);
      await expect(store.locator('.lab-locale')).toHaveAttribute('lang', language);
      await store.locator('footer').scrollIntoViewIfNeeded();
      await expect(store.locator('footer')).toContainText(t['footer.quickLinks']);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectFitsAtEveryWidth(page, label('home'));
    });

    test('a listing fits', async ({ page }) => {
      await page.goto('/#/checkups');
      await expect(storefront(page).locator('.test-card').first()).toBeVisible();
      await expect(storefront(page).locator('.skeleton-card')).toHaveCount(0);
      await expectFitsAtEveryWidth(page, label('listing'));
    });

    test('a product fits', async ({ page }) => {
      await page.goto('/#/product?id=cbc');
      await expect(storefront(page).getByRole('heading', { level: 1 })).toHaveText('Complete Blood Count (CBC)');
      await expectFitsAtEveryWidth(page, label('product'));
    });

    test('the login panel fits', async ({ page }) => {
      await page.goto('/#/sitemap');
      await storefront(page).getByRole('button', { name: t['header.login'] }).click();
      await expect(storefront(page).getByRole('dialog')).toBeVisible();
      await expectFitsAtEveryWidth(page, label('login'));
    });

    test('the cart with tests paid for twice and its preparation list fits', async ({ page }) => {
      const session = await logInThroughApi(page);
      await addToServerCart(page, session, ['tsh', 'full-body-basic', 'exclusive-vitamin-thyroid']);
      await page.goto(`/#/cart?userId=${session.userId}`);
      const store = storefront(page);
      await expect(store.locator('.cart-overlap')).toHaveCount(2);
      await expect(store.locator('.cart-prep')).toBeVisible();
      await expectFitsAtEveryWidth(page, label('cart-overlaps'));
    });

    test('the cart and its removal dialog fit', async ({ page }) => {
      const session = await logInThroughApi(page);
      await addToServerCart(page, session, ['cbc', 'vitamin-d']);
      await page.goto(`/#/cart?userId=${session.userId}`);
      const store = storefront(page);
      await expect(store.getByRole('heading', { name: 'Complete Blood Count (CBC)' })).toBeVisible();
      await expectFitsAtEveryWidth(page, label('cart'));
      await store.locator('.cart-item__remove').first().click();
      await expect(store.getByRole('dialog')).toBeVisible();
      await expectFitsAtEveryWidth(page, label('cart-remove'));
    });
  });
}
