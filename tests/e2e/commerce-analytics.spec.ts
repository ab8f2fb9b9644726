import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { logInThroughApi, storefront, type TestSession } from './support/session';

/**
 * The demo's CMS page with `dist/lab-analytics.js`: a visitor's real actions in the store (a
 * product shown, Add to cart, a search, Checkout) reach the page's own analytics, as gtag.js
 * calls or as Tag Manager data-layer pushes, in GA4's ecommerce shape with rupee items, and
 * nothing about the visitor goes with them.
 */
async function shopOnTheCmsPage(page: Page, session: TestSession) {
  await page.goto('/marketing.html#/product?id=cbc');
  const store = storefront(page);
  await expect(store.getByRole('heading', { level: 1, name: 'Complete Blood Count (CBC)' })).toBeVisible();
  await store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' }).click();
  await expect(store.getByRole('status').filter({ hasText: 'Item added to cart successfully!' })).toBeVisible();
  const search = store.getByRole('combobox', { name: 'Search tests and packages' });
  await search.fill('thyroid');
  await search.press('Enter');
  await expect(page).toHaveURL(/#\/search\?q=thyroid$/);
  await store.getByRole('link', { name: 'Cart 1 item' }).click();
  await expect(page).toHaveURL(new RegExp(`#/cart\\?userId=${session.userId}$`));
  await store.getByRole('button', { name: 'Checkout' }).click();
  // The page's store takes bookings: Checkout opens the checkout.
  await expect(store.getByRole('heading', { level: 2, name: 'Step 1 of 4 Who is being tested?' })).toBeVisible();
}

/** GA4's item: the product screen knows the saving (`discount`), the cart only the price. */
const cbcItem: unknown = expect.objectContaining({
  item_id: 'cbc',
  item_name: 'Complete Blood Count (CBC)',
  item_category: 'Complete Blood Count',
  price: expect.any(Number),
});

/** Every key and value of what the analytics received, however deep. */
function everything(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(everything);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...everything(inner)]);
  return [value];
}

function expectNothingPersonal(received: unknown, session: TestSession) {
  const seen = everything(received);
  for (const personal of [session.userId, session.token, session.phoneNumber]) expect(seen).not.toContain(personal);
  expect(seen.filter((entry) => typeof entry === 'string' && /^(user_?id|token|phone)/i.test(entry))).toEqual([]);
}

test('with a stub gtag, the page sees view_item, add_to_cart, search and begin_checkout with INR items and no personal data', async ({ page }) => {
  const session = await logInThroughApi(page);
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    // The host's banner recorded the visitor's yes before the store loaded.
    Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args), labConsent: [['grant', 'analytics']] });
  });
  await shopOnTheCmsPage(page, session);
  const calls = await page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls);
  const event = (name: string) => calls.filter((call) => call[0] === 'event' && call[1] === name).map((call) => call[2]);
  expect(event('view_item')).toEqual([{ currency: 'INR', value: expect.any(Number), items: [cbcItem] }]);
  expect(event('add_to_cart')).toEqual([{ currency: 'INR', value: expect.any(Number), items: [cbcItem] }]);
  expect(event('search')).toEqual([{ search_term: 'thyroid' }]);
  expect(event('begin_checkout')).toEqual([{ currency: 'INR', value: expect.any(Number), items: [cbcItem] }]);
  expectNothingPersonal(calls, session);
});

test('with a stub dataLayer, the page sees the same events in ecommerce form and no personal data', async ({ page }) => {
  const session = await logInThroughApi(page);
  await page.addInitScript(() => {
    // A host whose container handles consent itself.
    Object.assign(window, { dataLayer: [{ event: 'page-ready' }], labAnalytics: { consent: 'not-required' } });
  });
  await shopOnTheCmsPage(page, session);
  const pushes = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
  const event = (name: string) => pushes.filter((push) => push.event === name);
  expect(pushes[0]).toEqual({ event: 'page-ready' });
  expect(event('view_item')).toEqual([{ event: 'view_item', ecommerce: { currency: 'INR', value: expect.any(Number), items: [cbcItem] } }]);
  expect(event('add_to_cart')).toEqual([{ event: 'add_to_cart', ecommerce: { currency: 'INR', value: expect.any(Number), items: [cbcItem] } }]);
  expect(event('search')).toEqual([{ event: 'search', search_term: 'thyroid' }]);
  expect(event('begin_checkout')).toEqual([
    { event: 'begin_checkout', ecommerce: { currency: 'INR', value: expect.any(Number), items: [cbcItem] } },
  ]);
  // Google's ecommerce form: the previous ecommerce object is cleared before each one.
  const addAt = pushes.findIndex((push) => push.event === 'add_to_cart');
  expect(pushes[addAt - 1]).toEqual({ ecommerce: null });
  expectNothingPersonal(pushes, session);
});

test("with Consent Mode's analytics_storage 'denied', Add to cart sends no GA4 hit; after 'granted' the next add sends one", async ({
  page,
}) => {
  await logInThroughApi(page);
  await page.addInitScript(() => {
    // gtag's own snippet, with the consent default a banner sets before the visitor answers.
    const dataLayer: unknown[] = [];
    function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads only `arguments` objects as commands.
      dataLayer.push(arguments);
    }
    Object.assign(window, { dataLayer, gtag });
    gtag('consent', 'default', { analytics_storage: 'denied' });
  });
  const gtagEvents = () =>
    page.evaluate(() =>
      (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
        .map((entry) => Array.from(entry))
        .filter((command) => command[0] === 'event')
        .map((command) => command[1]),
    );
  await page.goto('/marketing.html#/product?id=cbc');
  const store = storefront(page);
  await store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' }).click();
  await expect(store.getByRole('status').filter({ hasText: 'Item added to cart successfully!' })).toBeVisible();
  expect(await gtagEvents()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('labConsent'))).toBeNull();

  await page.evaluate(() => (window as unknown as { gtag(...args: unknown[]): void }).gtag('consent', 'update', { analytics_storage: 'granted' }));
  await page.goto('/marketing.html#/product?id=vitamin-d');
  await store.getByRole('button', { name: 'Add to cart: Vitamin D Total (25-OH)' }).click();
  await expect(store.getByRole('link', { name: 'Cart 2 items' })).toBeVisible();
  expect((await gtagEvents()).filter((name) => name === 'add_to_cart')).toEqual(['add_to_cart']);
});
