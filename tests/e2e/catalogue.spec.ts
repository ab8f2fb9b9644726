import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen } from './support/axe';
import { storefront } from './support/session';
import { CATALOGUE_SCREENS } from '../../src/router/storeScreens';
import { catalogues } from './support/languages';

/**
 * Every catalogue screen of the store's table, with the English texts of its row: its title, and
 * for a screen without tabs its empty text and the server's address of its list (product §2, §7).
 */
const listings = CATALOGUE_SCREENS.map((screen) => ({
  route: screen.path,
  title: catalogues.en[screen.title],
  tabbed: 'tabs' in screen,
  empty: 'empty' in screen ? catalogues.en[screen.empty] : '',
  api:
    'source' in screen
      ? screen.source.kind === 'category'
        ? `**/api/v1/tests/category/${encodeURIComponent(screen.source.name)}`
        : `**/api/v1/tests/selected/${encodeURIComponent(screen.source.selection)}`
      : '',
}));

for (const listing of listings) {
  test(`${listing.route} shows '${listing.title}' with its tests and one h1`, async ({ page }) => {
    await page.goto(`/#${listing.route}`);
    const store = storefront(page);
    await expect(store.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    await expect(store.locator('h1')).toHaveCount(1);
    if (listing.tabbed) await expect(store.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await expect(store.locator('.test-card').first()).toBeVisible();
  });

  test(`${listing.route} has no serious axe violations`, async ({ page }) => {
    // The server's own lists, cut to 8 tests: a grid of 24 cards (Single Tests) holds nothing a
    // grid of 8 does not, and took axe 11 s on this machine with two workers.
    await page.route('**/api/v1/tests/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: unknown };
      if (Array.isArray(body.data)) body.data = body.data.slice(0, 8);
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/#${listing.route}`);
    await expect(storefront(page).locator('.test-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, storeScreen);
  });
}

for (const listing of listings.filter((entry) => !entry.tabbed)) {
  test(`${listing.route} shows '${listing.empty}' for an empty list`, async ({ page }) => {
    await page.route(listing.api, (route) => route.fulfill({ json: { success: true, data: [] } }));
    await page.goto(`/#${listing.route}`);
    await expect(storefront(page).getByText(listing.empty)).toBeVisible();
  });
}

test('a tab with no tests shows "No tests available in this category"', async ({ page }) => {
  await page.route('**/api/v1/tests/category/**', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await page.goto('/#/men-care');
  await expect(storefront(page).getByText('No tests available in this category')).toBeVisible();
});

test('health checkups select the first tab, follow the tab in the address and replace it when a tab is chosen', async ({ page }) => {
  const store = storefront(page);
  await page.goto('/#/');
  await page.goto('/#/checkups');
  const tabs = store.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const firstTab = (await tabs.first().textContent()) ?? '';

  const requested = page.waitForRequest('**/api/v1/tests/category/Diabetes');
  await store.getByRole('tab', { name: 'Diabetes' }).click();
  await requested;
  await expect(page).toHaveURL(/#\/checkups\?tab=Diabetes$/);
  await expect(store.getByRole('tab', { name: 'Diabetes' })).toHaveAttribute('aria-selected', 'true');

  await store.getByRole('tab', { name: 'Diabetes' }).press('ArrowLeft');
  await expect(store.getByRole('tab', { name: firstTab })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`tab=${encodeURIComponent(firstTab).replace(/%20/g, '\\+')}$`));

  // Choosing tabs replaced the entry: Back leaves the screen.
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);

  await page.goto('/#/checkups?tab=Thyroid');
  await expect(store.getByRole('tab', { name: 'Thyroid' })).toHaveAttribute('aria-selected', 'true');
});

test('a card shows the name, included tests, struck original price, saving, fasting, report time, Add to cart and a product link', async ({ page }) => {
  await page.goto('/#/package');
  const card = storefront(page).locator('.test-card').filter({ hasText: 'Full Body Checkup + 1 Special Profile FREE' });
  await expect(card.getByRole('heading')).toBeVisible();
  await expect(card).toContainText(/\d+ tests included/);
  await expect(card.locator('s')).toHaveText('₹2,299');
  await expect(card).toContainText('Original price');
  await expect(card).toContainText('Save ₹1,300');
  await expect(card).toContainText('FastingRequired');
  await expect(card).toContainText('Reports in');
  await expect(card.getByRole('button', { name: 'Add to cart: Full Body Checkup + 1 Special Profile FREE' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Full Body Checkup + 1 Special Profile FREE', exact: true })).toHaveAttribute(
    'href',
    '#/product?id=exclusive-full-body-special&category=Exclusive',
  );
});

test('loading shows card skeletons that keep their place (no layout shift)', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/tests/selected/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/single-test');
  const store = storefront(page);
  await expect(store.locator('[aria-busy="true"] .skeleton-card').first()).toBeVisible();
  const skeletonBox = await store.locator('.skeleton-card').first().boundingBox();
  await page.evaluate(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
  release();
  await expect(store.locator('.test-card:not(.skeleton-card)').first()).toBeVisible();
  const cardBox = await store.locator('.test-card').first().boundingBox();
  expect(cardBox?.y).toBeCloseTo(skeletonBox?.y ?? 0, -1);
  expect(cardBox?.width).toBeCloseTo(skeletonBox?.width ?? 0, 0);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.1);
});

test('a server error says the list could not be loaded, and Retry loads it', async ({ page }) => {
  await page.route('**/api/v1/tests/selected/**', (route) => route.fulfill({ status: 500, json: { success: false } }));
  await page.goto('/#/special-care');
  const store = storefront(page);
  await expect(store.locator('.load-state[role="alert"]')).toContainText('We could not load this right now. Please try again.');
  await expect(store.getByText('No special care packages available')).toHaveCount(0);
  await page.unroute('**/api/v1/tests/selected/**');
  await store.getByRole('button', { name: 'Retry' }).click();
  await expect(store.locator('.test-card').first()).toBeVisible();
});

test('with the API down the tabs say the server could not be reached', async ({ page }) => {
  await page.route('**/api/v1/category/**', (route) => route.abort());
  await page.goto('/#/vital-organ');
  await expect(storefront(page).locator('.load-state[role="alert"]')).toContainText(
    'We could not reach the server. Check your connection and try again.',
  );
  await expect(storefront(page).getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a random bottom banner from the API is shown under the listing, and hidden when it fails', async ({ page }) => {
  await page.goto('/#/package');
  const banner = storefront(page).getByRole('img', { name: 'Current offer from Sanjeevani Diagnostics' });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/banners\//);

  await page.route('**/api/v1/bottombanners/get-random', (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/#/single-test');
  await expect(storefront(page).locator('.test-card').first()).toBeVisible();
  await expect(storefront(page).locator('.bottom-banner')).toHaveCount(0);
});
