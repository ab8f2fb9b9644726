import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen, type ShadowPath } from './support/axe';
import { catalogues, otherLanguages, storeLanguageChoice } from './support/languages';
import { findOverflow, settled } from './support/overflow';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/**
 * The store's screens in Kannada and Hindi, type for both scripts: at a phone's and a laptop's
 * width no screen scrolls sideways and no text is wider than its box in the header, the cards, the
 * buttons, the dialogs and the mobile bottom bar (tests/e2e/support/overflow.ts says how it is
 * measured), and axe (the same configuration as the English tests, tests/e2e/support/axe.ts) finds
 * nothing serious on the home, listing, product, cart and login screens. Each screen is loaded once,
 * at the phone's width, measured, then turned to the laptop's, as a tablet turned on its side
 * would be, measured again and scanned. The page stands still (reduced motion), so the highlights
 * strip wraps in place and Home is scanned as home.spec.ts scans it; Home's chrome is scanned at the
 * phone's width, where the bottom bar shows.
 */
const regions = ['header', 'main', 'footer', 'dialog', '[role="dialog"]', '.bottom-bar', 'nav'];
const phone = { width: 375, height: 812 };
const laptop = { width: 1366, height: 900 };

/** At `viewport`, the page as it is: no text wider than its box. */
async function expectFitsAt(page: Page, viewport: typeof phone, label: string) {
  await page.setViewportSize(viewport);
  await settled(page);
  expect.soft(await findOverflow(page, regions), `${label} at ${viewport.width} px`).toEqual([]);
}

/** At the phone's width, then at the laptop's, where the page stays. */
async function expectFitsAtBothWidths(page: Page, label: string) {
  await expectFitsAt(page, phone, label);
  await expectFitsAt(page, laptop, label);
}

const homeChrome: ShadowPath[] = [
  ['lab-storefront', 'header'],
  ['lab-storefront', 'footer'],
  ['lab-storefront', '.bottom-bar'],
];

/** Screens that are only opened and read: each one's address, and what shows it has loaded. */
const screensToRead = [
  {
    title: 'a listing',
    name: 'listing',
    address: '/#/checkups',
    shown: async (store: Locator) => {
      await expect(store.locator('.test-card').first()).toBeVisible();
      await expect(store.locator('.skeleton-card')).toHaveCount(0);
    },
  },
  {
    title: 'a product',
    name: 'product',
    address: '/#/product?id=cbc',
    shown: (store: Locator) => expect(store.getByRole('heading', { level: 1 })).toHaveText('Complete Blood Count (CBC)'),
  },
];

for (const language of otherLanguages) {
  const t = catalogues[language];
  const label = (screen: string) => `${language}-${screen}`;

  test.describe(`${language}: at 375 and 1366 px nothing spills, and axe finds nothing serious`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(phone);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await storeLanguageChoice(page, language);
    });

    test('Home', async ({ page }) => {
      await page.goto('/');
      const store = storefront(page);
      await expect(store.locator('.lab-locale')).toHaveAttribute('lang', language);
      await expect(store.getByText(t['pincode.label'])).toBeVisible();
      await expect(store.locator('h1')).toHaveCount(1);
      await store.locator('footer').scrollIntoViewIfNeeded();
      await expect(store.locator('footer')).toContainText(t['footer.quickLinks']);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectFitsAt(page, phone, label('home'));
      await expectNoSeriousA11yViolations(page, homeChrome);
      await expectFitsAt(page, laptop, label('home'));
      await expectNoSeriousA11yViolations(page, storeScreen);
    });

    for (const screen of screensToRead) {
      test(screen.title, async ({ page }) => {
        await page.goto(screen.address);
        const store = storefront(page);
        await screen.shown(store);
        await expect(store.locator('.lab-locale')).toHaveAttribute('lang', language);
        await expectFitsAtBothWidths(page, label(screen.name));
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('the login panel', async ({ page }) => {
      await page.goto('/#/sitemap');
      const store = storefront(page);
      await store.getByRole('button', { name: t['header.login'] }).click();
      await expect(store.getByRole('dialog')).toBeVisible();
      await expectFitsAtBothWidths(page, label('login'));
      await expectNoSeriousA11yViolations(page);
    });

    test('the cart with tests paid for twice and its preparation list', async ({ page }) => {
      const session = await logInThroughApi(page);
      await addToServerCart(page, session, ['tsh', 'full-body-basic', 'exclusive-vitamin-thyroid']);
      await page.goto(`/#/cart?userId=${session.userId}`);
      const store = storefront(page);
      await expect(store.locator('.cart-overlap')).toHaveCount(2);
      await expect(store.locator('.cart-prep')).toBeVisible();
      await expectFitsAtBothWidths(page, label('cart-overlaps'));
    });

    test('the cart and its removal dialog', async ({ page }) => {
      const session = await logInThroughApi(page);
      await addToServerCart(page, session, ['cbc', 'vitamin-d']);
      await page.goto(`/#/cart?userId=${session.userId}`);
      const store = storefront(page);
      await expect(store.getByRole('heading', { name: 'Complete Blood Count (CBC)' })).toBeVisible();
      await expectFitsAtBothWidths(page, label('cart'));
      await expectNoSeriousA11yViolations(page, storeScreen);
      await store.locator('.cart-item__remove').first().click();
      await expect(store.getByRole('dialog')).toBeVisible();
      await expectFitsAtBothWidths(page, label('cart-remove'));
      await expectNoSeriousA11yViolations(page, ['lab-storefront', 'dialog.confirm-dialog']);
    });
  });
}
