import { expect, test, type Page } from '@playwright/test';
import { storefront } from './support/session';

/** The header's search box (desktop layout). */
const headerSearch = (page: Page) => storefront(page).getByRole('combobox', { name: 'Search tests and packages' });

test('suggestions appear after typing, at most 8, with the number of results announced', async ({ page }) => {
  await page.goto('/#/');
  const input = headerSearch(page);
  await input.fill('vitamin');
  const options = storefront(page).getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeLessThanOrEqual(8);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(storefront(page).locator('.search-box [role="status"]:not(.connection-notice)')).toHaveText(`${count} results`);
});

test('one character asks nothing; the request goes out only after a pause', async ({ page }) => {
  // The page's clock is the test's: a pause lasts exactly as long as the test says. An installed
  // clock still moves with real time until paused, which on a busy machine can outrun a 299 ms step.
  const start = new Date('2026-11-23T09:00:00+05:30');
  await page.clock.install({ time: start });
  await page.goto('/#/');
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  const input = headerSearch(page);
  // One full search first, so the search code is loaded and a request would leave at once.
  await input.fill('thyroid');
  await page.clock.runFor(300);
  await expect(storefront(page).getByRole('listbox').getByRole('option').first()).toBeVisible();

  const queries: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/tests/search') queries.push(url.searchParams.get('q'));
  });
  await input.fill('v');
  await page.clock.runFor(1000);
  await input.fill('vitamin');
  await page.clock.runFor(299);
  const request = page.waitForRequest((candidate) => candidate.url().includes('/api/v1/tests/search'));
  await page.clock.runFor(1);
  expect(new URL((await request).url()).searchParams.get('q')).toBe('vitamin');
  await expect(storefront(page).getByRole('listbox').getByRole('option').first()).toContainText(/vitamin/i);
  // Requests are reported in the order they leave: a request for 'v' would come first.
  expect(queries).toEqual(['vitamin']);
});

test('arrow keys and Enter open the highlighted product; Escape closes the list', async ({ page }) => {
  await page.goto('/#/');
  const input = headerSearch(page);
  await input.fill('thyroid');
  await expect(storefront(page).getByRole('listbox').getByRole('option').first()).toBeVisible();
  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const first = storefront(page).getByRole('listbox').getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await input.press('Enter');
  await expect(page).toHaveURL(/#\/product\?id=[^&]+&category=/);
  await expect(storefront(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('a click outside closes the list', async ({ page }) => {
  await page.goto('/#/');
  const input = headerSearch(page);
  await input.fill('cbc');
  await expect(storefront(page).getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.mouse.click(5, 600);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('a click on a suggestion opens it', async ({ page }) => {
  await page.goto('/#/');
  await headerSearch(page).fill('complete blood');
  await storefront(page).getByRole('option', { name: /Complete Blood Count \(CBC\)/ }).click();
  await expect(page).toHaveURL(/#\/product\?id=cbc&category=Complete\+Blood\+Count$/);
});

test('submitting goes to #/search?q= (the error page) only with 2 or more characters', async ({ page }) => {
  await page.goto('/#/');
  const input = headerSearch(page);
  await input.fill('a');
  await input.press('Enter');
  await expect(page).toHaveURL(/#\/$/);
  await input.fill('liver test');
  await input.press('Enter');
  await expect(page).toHaveURL(/#\/search\?q=liver\+test$/);
  await expect(storefront(page).getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong');
});

test('a search error is logged and leaves no suggestions', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/v1/tests/search**', (route) => route.fulfill({ status: 500, json: { success: false } }));
  await page.goto('/#/');
  await headerSearch(page).fill('vitamin');
  await expect.poll(() => errors.some((text) => text.includes('Search failed'))).toBe(true);
  await expect(storefront(page).getByRole('listbox').getByRole('option')).toHaveCount(0);
  await expect(headerSearch(page)).toHaveAttribute('aria-expanded', 'false');
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
