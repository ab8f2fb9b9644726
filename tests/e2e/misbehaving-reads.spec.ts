import { test as testInItsOwnContext } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { asked, misbehave, never, network, readGivesUp, shown, withShortTimeOutsAndNoUncaughtErrors } from './support/misbehavingApi';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/** Reads from an API that misbehaves, and a browser that goes offline and back (support/misbehavingApi.ts). */
withShortTimeOutsAndNoUncaughtErrors();

test.describe('reads', () => {
  test('a listing whose API never answers gives up, says so with Retry, and Retry loads it', async ({ page }) => {
    const reads = await misbehave(page, '**/api/v1/tests/selected/**', never);
    await page.goto('/#/single-test');
    const store = storefront(page);
    await asked(reads);
    await expect(store.getByText('This could not be loaded')).toBeVisible({ timeout: readGivesUp });
    await expect(store.getByText('Loading…')).toHaveCount(0);
    expect(reads.count).toBe(2);
    await page.unroute('**/api/v1/tests/selected/**');
    await store.getByRole('button', { name: 'Retry' }).click();
    await expect(store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible();
  });

  test('a listing whose connection drops once loads by itself', async ({ page }) => {
    const reads = await misbehave(page, '**/api/v1/tests/selected/**', (route, count) =>
      count === 1 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/#/single-test');
    await expect(storefront(page).getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible(shown);
    await expect(storefront(page).getByText('This could not be loaded')).toHaveCount(0);
    expect(reads.count).toBe(2);
  });

  test('a slow listing still shows, and a 500 then a good answer shows the list', async ({ page }) => {
    await misbehave(page, '**/api/v1/tests/selected/**', async (route, count) => {
      if (count === 1) return route.fulfill({ status: 500, json: { success: false } });
      await new Promise((resolve) => setTimeout(resolve, 600));
      return route.continue();
    });
    await page.goto('/#/single-test');
    await expect(storefront(page).getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible(shown);
  });

  test('tabs answered with malformed JSON say so with Retry, and Retry shows the tabs', async ({ page }) => {
    const reads = await misbehave(page, '**/api/v1/category/lessPrice/get', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": true, "data": [' }),
    );
    await page.goto('/#/checkups');
    const store = storefront(page);
    await asked(reads);
    await expect(store.getByText('This could not be loaded')).toBeVisible({ timeout: readGivesUp });
    await page.unroute('**/api/v1/category/lessPrice/get');
    await store.getByRole('button', { name: 'Retry' }).click();
    await expect(store.getByRole('tablist')).toBeVisible();
  });

  test('a product whose API never answers gives up with Retry, and Retry shows it', async ({ page }) => {
    const reads = await misbehave(page, '**/api/v1/tests/cbc', never);
    await page.goto('/#/product?id=cbc');
    const store = storefront(page);
    await asked(reads);
    await expect(store.getByText('This could not be loaded')).toBeVisible({ timeout: readGivesUp });
    expect(reads.count).toBe(2);
    await page.unroute('**/api/v1/tests/cbc');
    await store.getByRole('button', { name: 'Retry' }).click();
    await expect(store.getByRole('heading', { level: 1 })).toHaveText('Complete Blood Count (CBC)');
  });

  test('the cart whose API never answers shows the empty cart with Retry, and Retry shows the items', async ({ page }) => {
    const session = await logInThroughApi(page);
    await addToServerCart(page, session, ['cbc']);
    const reads = await misbehave(page, `**/api/v1/cart/${session.userId}`, never);
    await page.goto(`/#/cart?userId=${session.userId}`);
    const store = storefront(page);
    await asked(reads);
    await expect(store.getByText('Your cart is empty')).toBeVisible({ timeout: readGivesUp });
    await expect(store.getByRole('alert').filter({ hasText: 'We could not load your cart, so it may not really be empty.' })).toBeVisible();
    await page.unroute(`**/api/v1/cart/${session.userId}`);
    await store.getByRole('button', { name: 'Retry' }).click();
    await expect(store.getByRole('heading', { name: 'Complete Blood Count (CBC)' })).toBeVisible();
  });

  test('a test card whose API never answers gives up with Retry, and Retry shows it; the banner never blocks a listing', async ({ page }) => {
    const reads = await misbehave(page, '**/api/v1/tests/thyroid-profile-total', never);
    await page.goto('/article.html');
    const card = page.locator('lab-test-card');
    await asked(reads);
    await expect(card.getByText('This could not be loaded')).toBeVisible({ timeout: readGivesUp });
    await page.unroute('**/api/v1/tests/thyroid-profile-total');
    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(card.getByRole('link', { name: 'Thyroid Profile Total (T3, T4, TSH)' })).toBeVisible();

    const banners = await misbehave(page, '**/api/v1/bottombanners/get-random', never);
    const ended: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('bottombanners')) ended.push(request.url());
    });
    await page.goto('/#/single-test');
    await expect(storefront(page).getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible(shown);
    await expect.poll(() => ended.length, { timeout: readGivesUp }).toBe(2);
    expect(banners.count).toBe(2);
  });

  test('a search whose API stops answering empties its list after the search time-out, asking once', async ({ page }) => {
    const searches = await misbehave(page, '**/api/v1/tests/search**', (route, count) =>
      count === 1 ? route.continue() : undefined,
    );
    await page.goto('/#/sitemap');
    const box = storefront(page).getByRole('combobox', { name: 'Search tests and packages' }).first();
    await box.fill('thyroid');
    const list = storefront(page).getByRole('listbox').first();
    await expect(list).toBeVisible(shown);
    await box.fill('vitamin');
    await expect.poll(() => searches.count, shown).toBe(2);
    await expect(list).toBeHidden({ timeout: network.searchTimeout + 1500 });
    await page.waitForTimeout(network.retryDelay + 500);
    expect(searches.count).toBe(2);
  });
});

// Its own context: it takes the whole browser offline and turns the page's cache off.
testInItsOwnContext('offline: the page says so once, back online it says so and a failed screen reads again by itself', async ({ page, context }) => {
  // The catalogue's answers are cacheable for a minute (demo/api), so a listing read before
  // would still show offline; this test needs a read that fails, so the browser keeps no cache.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  // The screen's code is fetched first: offline, only its read can fail.
  await page.goto('/#/single-test');
  const store = storefront(page);
  await expect(store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible(shown);
  await store.getByRole('navigation').getByRole('link', { name: 'Exclusive Packages' }).first().click();
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('Exclusive Packages', shown);
  await context.setOffline(true);
  await store.getByRole('navigation').getByRole('link', { name: 'Single Tests' }).first().click();
  await expect(store.getByText('This could not be loaded')).toBeVisible({ timeout: readGivesUp });
  const notices = page.locator('lab-storefront').getByRole('status').filter({ hasText: "You're offline." });
  await expect(notices).toHaveCount(1);
  await expect(page.getByText("You're offline.", { exact: false })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect(store.getByRole('status').filter({ hasText: "You're back online." })).toHaveCount(1);
  await expect(store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible();
  await expect(store.getByText("You're back online.")).toHaveCount(0, { timeout: 8000 });
});
