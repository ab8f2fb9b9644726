import { expect, test } from '@playwright/test';

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
    await page.goto('/marketing.html');
    await expect(page.locator('lab-test-card').getByRole('link', { name: /Thyroid Profile/ })).toBeVisible();
    const store = page.locator('lab-storefront');
    // Defined, a screen's height of room, and nothing of its own requested or rendered.
    await page.waitForFunction(() => customElements.get('lab-storefront') !== undefined);
    const room = await store.evaluate((element) => element.shadowRoot?.querySelector('.store-room')?.getBoundingClientRect().height);
    expect(room).toBe(812);
    await expect(store.getByRole('heading', { level: 1 })).toHaveCount(0);
    expect(requested.filter((url) => /HomeBelowFold-|footer-/.test(url))).toEqual([]);

    await page.mouse.wheel(0, 400);
    await expect(store.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(store.locator('.store-room')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Tired all the time? Ask your thyroid' })).toBeVisible();
    expect(shifts).toEqual([]);
  });

  test('renders at once when the address names a store screen', async ({ page }) => {
    await page.goto('/marketing.html#/sitemap');
    await expect(page.locator('lab-storefront').getByRole('heading', { name: 'Sitemap', level: 1 })).toBeVisible();
  });

  test("renders at the reader's first key press, so tabbing down the page reaches the store", async ({ page }) => {
    await page.goto('/marketing.html');
    const store = page.locator('lab-storefront');
    await expect(page.locator('lab-test-card').getByRole('link', { name: /Thyroid Profile/ })).toBeVisible();
    await expect(store.getByRole('heading', { level: 1 })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(store.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    await expect(store.getByRole('heading', { level: 1 })).toBeAttached();
  });

  test("renders when the page's own link to the store is followed", async ({ page }) => {
    await page.goto('/marketing.html');
    await expect(page.locator('lab-storefront').getByRole('heading', { level: 1 })).toHaveCount(0);
    await page.evaluate(() => {
      window.location.hash = '#/';
    });
    await expect(page.locator('lab-storefront').getByRole('heading', { level: 1 })).toBeAttached();
  });
});
