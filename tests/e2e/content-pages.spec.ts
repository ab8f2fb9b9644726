import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';

const store = (page: Page) => page.locator('lab-storefront');

/*
 * The content screens in a real page: axe at both widths, one screen of each kind, and the error
 * page's way back. What each screen says and links to, and the addresses that land on the error
 * page, are proven in tests/unit/content-pages.test.tsx.
 */
test.describe('Error page', () => {
  test("'Go to Homepage' opens Home and 'Go Back' returns to the previous page", async ({ page }) => {
    await page.goto('/#/sitemap');
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    await page.evaluate(() => {
      location.hash = '#/no-such-page';
    });
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong');
    await store(page).getByRole('button', { name: 'Go Back' }).click();
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    await page.goto('/#/error');
    await store(page).getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Lab tests at home, reports you can trust');
  });
});

// One screen of each kind: the privacy policy and the terms are the same LegalDocument with other
// texts, so the privacy policy speaks for both.
for (const [name, path] of [
  ['Sitemap', '/sitemap'],
  ['Privacy policy', '/privacy-policy'],
  ['Error page', '/error'],
] as const) {
  test(`${name} has one h1 and no serious accessibility violations at 1366 px and 375 px`, async ({ page }) => {
    await page.goto(`/#${path}`);
    await expect(store(page).locator('h1')).toHaveCount(1);
    await expect(store(page).getByRole('contentinfo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSeriousA11yViolations(page);
  });
}
