import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';

test.describe('the CMS marketing page (the whole store between its own header and footer)', () => {
  test("takes the campaign's theme through tokens", async ({ page }) => {
    await page.goto('/marketing.html');
    const store = page.locator('lab-storefront');
    await expect(store.getByRole('heading', { level: 1 })).toBeVisible();
    const tokens = await page.locator('lab-storefront').evaluate((element) => {
      const base = element.shadowRoot?.querySelector('[part~="base"]');
      const styles = base ? getComputedStyle(base) : undefined;
      return { font: styles?.fontFamily, primary: styles?.getPropertyValue('--_color-primary').trim() };
    });
    expect(tokens.font).toContain('Trebuchet MS');
    expect(tokens.primary).toBe('#3730a3');
  });

  test('routes inside its own hash and leaves the page around it in place', async ({ page }) => {
    await page.goto('/marketing.html');
    await page.locator('lab-storefront').getByRole('link', { name: 'Sitemap' }).first().click();
    await expect(page).toHaveURL(/\/marketing\.html#\/sitemap$/);
    await expect(page.getByText('Monsoon Wellness Week')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/marketing\.html(#\/?)?$/);
  });
});

test('below a host header, the store skip link stays hidden until it has focus', async ({ page }) => {
  await page.goto('/marketing.html');
  const skip = page.locator('lab-storefront').getByRole('link', { name: 'Skip to main content' });
  await expect(page.locator('lab-storefront').getByRole('heading', { level: 1 })).toBeVisible();
  const box = await skip.boundingBox();
  expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
  await skip.focus();
  const focused = await skip.boundingBox();
  expect(focused?.width).toBeGreaterThan(100);
});

test.describe('the store of loading="lazy" below the article, on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  /**
   * The page loaded, its card showing its test (so its scripts ran and its API answered), the
   * store defined, the page idle once, and two frames painted since.
   */
  async function openSettled(page: Page, path = '/marketing.html'): Promise<void> {
    await page.goto(path);
    await expect(page.locator('lab-test-card').getByRole('link', { name: /Thyroid Profile/ })).toBeVisible();
    await page.waitForFunction(() => customElements.get('lab-storefront') !== undefined);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }

  /** Whether the store has rendered anything into its shadow root. */
  const storeRendered = (page: Page) =>
    page.locator('lab-storefront').evaluate((store) => (store.shadowRoot?.childElementCount ?? 0) > 0);

  test('waits in its room while the reader reads, then renders as the reader scrolls near, without a shift', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const shifts: number[] = [];
    await page.exposeFunction('reportShift', (value: number) => shifts.push(value));
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          (window as unknown as { reportShift: (value: number) => void }).reportShift(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openSettled(page);
    const store = page.locator('lab-storefront');
    // A screen's height of room, nothing rendered in it, nothing of its own requested.
    expect(await storeRendered(page)).toBe(false);
    expect(await store.evaluate((element) => element.getBoundingClientRect().height)).toBe(812);
    expect(requested.filter((url) => /HomeBelowFold-|footer-/.test(url))).toEqual([]);

    await page.mouse.wheel(0, 400);
    await expect(store.getByRole('heading', { level: 1 })).toBeVisible();
    // The store's last part, its footer, follows its first paint: the store has drawn all it draws.
    await expect(store.locator('footer')).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Tired all the time? Ask your thyroid' })).toBeVisible();
    expect(shifts).toEqual([]);
  });

  test('renders at once when the address names a store screen', async ({ page }) => {
    await page.goto('/marketing.html#/sitemap');
    await expect(page.locator('lab-storefront').getByRole('heading', { name: 'Sitemap', level: 1 })).toBeVisible();
  });

  test("renders at the reader's first key press", async ({ page }) => {
    await openSettled(page);
    expect(await storeRendered(page)).toBe(false);
    await page.keyboard.press('Shift');
    await expect(page.locator('lab-storefront').getByRole('heading', { level: 1 })).toBeAttached();
  });

  test("a reader who focuses the article's card, then tabs on, lands in the store", async ({ page }) => {
    await openSettled(page);
    expect(await storeRendered(page)).toBe(false);
    // Focus anywhere on the page renders the store, so that the next Tab finds it there.
    await page.locator('lab-test-card').getByRole('button', { name: /Add to cart/ }).focus();
    const skipLink = page.locator('lab-storefront').getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
  });

  test("renders when the page's own link to the store is followed", async ({ page }) => {
    await openSettled(page);
    expect(await storeRendered(page)).toBe(false);
    await page.evaluate(() => {
      window.location.hash = '#/';
    });
    await expect(page.locator('lab-storefront').getByRole('heading', { level: 1 })).toBeAttached();
  });

  test("renders to open its login panel when the card's Login asks for it", async ({ page }) => {
    await openSettled(page);
    const card = page.locator('lab-test-card');
    // Clicks that give nothing focus, as a tap does in Safari: only the login request wakes the store.
    await card.getByRole('button', { name: /Add to cart/ }).dispatchEvent('click');
    await expect(card.getByText('Please login to add items to cart')).toBeVisible();
    expect(await storeRendered(page)).toBe(false);
    await card.getByRole('button', { name: 'Login', exact: true }).dispatchEvent('click');
    await expect(page.locator('lab-storefront').getByLabel('Mobile number')).toBeVisible();
  });
});
