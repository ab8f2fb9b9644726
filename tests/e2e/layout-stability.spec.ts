import { expect, test, type Page } from '@playwright/test';

/**
 * A page that reserves each element's room until its script runs (`:not(:defined)`, as the docs'
 * Getting started asks) does not move when the elements arrive: a widget commits its first render
 * in the task that defines it, the test card renders in slices inside a box of its own room, and
 * the store's first render replaces the page's snapshot of it in one task.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number[] };
    record.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        record.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

/** Holds the requests of `pattern` until the returned function is called, as a slow connection would. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const width of [375, 600, 1366]) {
  test(`the clinic page at ${width} px does not move as the checker and the cart badge arrive`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const shifts = await recordLayoutShifts(page);
    // The page paints its reserved room first, as on a slow connection.
    const arrived = await holdRequests(page, '**/dist/widgets/*.js');
    await page.goto('/clinic.html', { waitUntil: 'commit' });
    await expect(page.locator('lab-pincode-checker:not(:defined)')).toHaveCSS('min-height', '134px');
    arrived();
    const checker = page.locator('lab-pincode-checker');
    await expect(checker.getByRole('button', { name: 'Check' })).toBeVisible();
    await expect(page.locator('lab-cart-badge').getByRole('link')).toBeVisible();
    expect(await shifts()).toEqual([]);
  });
}

test('the store page does not move from its first-screen snapshot to the live store, on a slow phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // A mid-range phone's CPU: the page paints while it parses, and the store renders in slices.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const shifts = await recordLayoutShifts(page);
  await page.goto('/');
  await expect(page.locator('lab-storefront').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.locator('lab-storefront').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await shifts()).toEqual([]);
});

test("the CMS page's article does not move while the store fetches its test card's frame", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // A mid-range phone's CPU: frames are painted between the slices of the card's first render.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const shifts = await recordLayoutShifts(page);
  // The store defines the card at start-up and fetches its frame when the card appears: held here,
  // as on a slow connection, the defined card holds its room on its own.
  const arrived = await holdRequests(page, '**/dist/chunks/lab-test-card-own-*.js');
  await page.goto('/marketing.html');
  const card = page.locator('lab-test-card');
  await page.waitForFunction(() => customElements.get('lab-test-card') !== undefined);
  await expect(card).toHaveCSS('height', '340px');
  arrived();
  await expect(card.getByRole('link', { name: /Thyroid Profile/ })).toBeVisible();
  expect(await shifts()).toEqual([]);
});
