import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';

/**
 * The built `dist/lab-analytics.js` on the CMS page, with a commerce event dispatched from inside
 * the store's shadow root as the store's elements dispatch theirs. What fires which event is
 * tested with the elements; here, what reaches the page's analytics.
 */
const item = { item_id: 't-17', item_name: 'Thyroid Profile', item_category: 'Thyroid', price: 499, discount: 300 };

/** A host that deals with consent upstream, as the tests of what is forwarded assume. */
async function consentNotRequired(page: Page) {
  await page.addInitScript(() => Object.assign(window, { labAnalytics: { consent: 'not-required' } }));
}

async function addToCartFromTheStore(page: Page) {
  await expect(page.locator('lab-storefront').getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('lab-storefront').evaluate((store, detail) => {
    const inside = store.shadowRoot?.querySelector('main') ?? store;
    inside.dispatchEvent(new CustomEvent('lab-add-to-cart', { detail, bubbles: true, composed: true }));
  }, { currency: 'INR', value: 499, items: [item], partner: 'clinic-42', userId: 'u-1' });
}

test('with no gtag on the page, a commerce event waits in the data layer in ecommerce form', async ({ page }) => {
  await consentNotRequired(page);
  await page.goto('/marketing.html');
  await addToCartFromTheStore(page);
  expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown }).dataLayer)).toEqual([
    { ecommerce: null },
    { event: 'add_to_cart', ecommerce: { currency: 'INR', value: 499, items: [item] }, partner: 'clinic-42' },
  ]);
});

test("with gtag.js on the page, a commerce event goes to gtag under GA4's name", async ({ page }) => {
  await consentNotRequired(page);
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
  await page.goto('/marketing.html');
  await addToCartFromTheStore(page);
  const seen = await page.evaluate(() => {
    const page = window as unknown as { gtagCalls: unknown[][]; dataLayer?: unknown };
    return { calls: page.gtagCalls, dataLayer: page.dataLayer };
  });
  expect(seen).toEqual({
    calls: [['event', 'add_to_cart', { currency: 'INR', value: 499, items: [item], partner: 'clinic-42' }]],
  });
});

test('with no consent signal on the page, a commerce event is dropped and nothing is written', async ({ page }) => {
  await page.goto('/marketing.html');
  await addToCartFromTheStore(page);
  expect(await page.evaluate(() => ({ dataLayer: 'dataLayer' in window, stored: localStorage.getItem('labConsent') }))).toEqual({
    dataLayer: false,
    stored: null,
  });
});

test('consent="not-required" on the bridge\'s script tag forwards as before', async ({ page }) => {
  await page.route('**/marketing.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('src="/dist/lab-analytics.js"', 'src="/dist/lab-analytics.js" consent="not-required"');
    await route.fulfill({ response, body });
  });
  await page.goto('/marketing.html');
  await addToCartFromTheStore(page);
  expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toHaveLength(2);
});

test("a host's labConsent grant queued before the bridge loads is kept, and applies in the visitor's other tabs", async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    Object.assign(window, { labConsent: [['grant', 'analytics']] });
  });
  await page.goto('/marketing.html');
  await addToCartFromTheStore(page);
  expect(await page.evaluate(() => localStorage.getItem('labConsent'))).toBe('{"analytics":"granted"}');

  const otherTab = await context.newPage();
  await otherTab.goto('/marketing.html');
  await addToCartFromTheStore(otherTab);
  const addsIn = (tab: Page) =>
    tab.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((push) => push.event === 'add_to_cart').length);
  expect(await addsIn(otherTab)).toBe(1);

  // Withdrawn in the first tab, it ends in the other at once.
  await page.evaluate(() => (window as unknown as { labConsent: { deny(purpose: string): void } }).labConsent.deny('analytics'));
  await addToCartFromTheStore(otherTab);
  expect(await addsIn(otherTab)).toBe(1);
  await otherTab.close();
});
