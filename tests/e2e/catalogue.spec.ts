import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen } from './support/axe';
import { storefront } from './support/session';

/*
 * The catalogue screens in a real page: axe, the address and Back, the skeletons' geometry. What
 * each screen of the route table shows from the API's answers (title, one h1, tests, empty and
 * failed states, the card, the banner) is proven in tests/unit/catalogue-screens.test.tsx.
 *
 * Axe sweeps one screen of each kind: every catalogue screen is a row of one ListingPage
 * (router/storeScreens.ts), either tabbed (TabbedListing) or plain (PlainListing), with the same
 * cards; the rows differ in texts and sources only.
 */
for (const route of ['/checkups', '/single-test']) {
  test(`${route} has no serious axe violations`, async ({ page }) => {
    // The server's own lists, cut to 8 tests: a grid of 24 cards (Single Tests) holds nothing a
    // grid of 8 does not, and took axe 11 s on this machine with two workers.
    await page.route('**/api/v1/tests/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: unknown };
      if (Array.isArray(body.data)) body.data = body.data.slice(0, 8);
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/#${route}`);
    await expect(storefront(page).locator('.test-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, storeScreen);
  });
}

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
