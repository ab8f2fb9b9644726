import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { storefront } from './support/session';

/*
 * The search in a real page, against the real server: one visitor's walk through the header's
 * box, and the standalone box sending a choice to the store's page. The rules of one box (the
 * 300 ms pause, nothing for one character, at most 8 suggestions, the announced count, the keys,
 * Escape and an outside click, the submit rule, a server error) are proven in
 * tests/unit/search.test.ts and src/elements/lab-search-box/SearchBox.test.tsx.
 */

/** The header's search box (desktop layout). */
const headerSearch = (page: Page) => storefront(page).getByRole('combobox', { name: 'Search tests and packages' });
const options = (page: Page) => storefront(page).getByRole('listbox').getByRole('option');

test('a visitor searches from the header: suggestions, keys, a click outside, a click on one, and a submit', async ({
  page,
}) => {
  await page.goto('/#/');
  const input = headerSearch(page);

  // The server's suggestions, at most 8, their number announced.
  await input.fill('vitamin');
  await expect(options(page).first()).toBeVisible();
  const count = await options(page).count();
  expect(count).toBeLessThanOrEqual(8);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(storefront(page).locator('.search-box [role="status"]:not(.connection-notice)')).toHaveText(
    `${count} results`,
  );

  // Escape closes, ArrowDown opens and highlights, Enter opens the highlighted product.
  await input.fill('thyroid');
  await expect(options(page).first()).toContainText(/thyroid/i);
  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options(page).first().getAttribute('id')) ?? '');
  await input.press('Enter');
  await expect(page).toHaveURL(/#\/product\?id=[^&]+&category=/);
  await expect(storefront(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'false');

  // A click on the host page, outside the element's shadow root, closes the list.
  await input.fill('cbc');
  await expect(options(page).first()).toBeVisible();
  await page.mouse.click(5, 600);
  await expect(input).toHaveAttribute('aria-expanded', 'false');

  // A click on a suggestion opens it.
  await input.fill('complete blood');
  await storefront(page)
    .getByRole('option', { name: /Complete Blood Count \(CBC\)/ })
    .click();
  await expect(page).toHaveURL(/#\/product\?id=cbc&category=Complete\+Blood\+Count$/);

  // Submitting two or more characters goes to #/search?q=, which is the error page.
  await input.fill('liver test');
  await input.press('Enter');
  await expect(page).toHaveURL(/#\/search\?q=liver\+test$/);
  await expect(storefront(page).getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong');
});

test('the standalone lab-search-box sends a selection to the store page named by store-url', async ({ page }) => {
  await page.goto('/#/sitemap');
  await page.evaluate(() => {
    const box = document.createElement('lab-search-box');
    box.setAttribute('store-url', `${location.origin}/`);
    document.body.prepend(box);
  });
  const input = page.locator('lab-search-box').getByRole('combobox');
  await input.fill('vitamin d');
  await expect(page.locator('lab-search-box').getByRole('option').first()).toBeAttached();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/#\/product\?id=/);
});
