import { expect, test, type Page } from '@playwright/test';
import { builtRenderElement } from '../../build/builtServerRenderer';
import type { renderElement as RenderElement } from '../../src/server';
import { collectProblems, showsSnapshot } from './support/hostPage';
import { logInThroughApi } from './support/session';

const thyroid = { id: 'thyroid-profile-total', name: 'Thyroid Profile Total (T3, T4, TSH)' };
const card = (page: Page) => page.locator('lab-test-card');

/** What ships: the built server entry. */
async function renderElement(...args: Parameters<typeof RenderElement>): Promise<string> {
  return (await builtRenderElement())(...args);
}

/** The sum of the page's layout shifts (CLS without its windows: every shift counts). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));

/**
 * Opens `url`, a clinic page holding the pin-code checker as the server renders it, with a
 * paragraph below it; the checker's script waits until the returned function is called.
 */
async function openServerRenderedChecker(page: Page, url: string): Promise<() => void> {
  const checkerHtml = await renderElement('lab-pincode-checker', {});
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/widgets/lab-pincode-checker.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Clinic</title>
        <script type="module" src="/dist/widgets/lab-pincode-checker.js"></script></head>
        <body><h1>Home collection</h1>${checkerHtml}<p>Below the checker.</p></body></html>`,
    }),
  );
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

test.describe('elements rendered on the server (/article.html renders its card with @lab/storefront/server)', () => {
  test('the article shows the test, its price and its link with scripts off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/article.html');
    await expect(card(page).getByRole('link', { name: thyroid.name })).toBeVisible();
    await expect(card(page)).toContainText('3 tests included');
    await expect(card(page).locator('strong').first()).toHaveText('₹449');
    await expect(card(page).locator('s')).toHaveText('₹700');
    await context.close();
  });

  test('the card is taken over without a shift or a console message, and Add to cart works', async ({ page }) => {
    const problems = collectProblems(page);
    await recordLayoutShifts(page);
    // The card's script and its read are held back: what shows first is the server's.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/widgets/lab-test-card.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/article.html', { waitUntil: 'commit' });
    const link = card(page).getByRole('link', { name: thyroid.name });
    await expect(link).toBeVisible();
    expect(await page.evaluate(() => customElements.get('lab-test-card'))).toBeUndefined();
    const before = await card(page).boundingBox();
    // The article's card has store-url="/" and partner="green-valley-clinic": the server's link is the element's.
    const serverHref = await link.getAttribute('href');
    expect(serverHref).toBe(`/#/product?id=${thyroid.id}&category=Thyroid&partner=green-valley-clinic`);
    release();
    await expect.poll(() => showsSnapshot(page, 'lab-test-card')).toBe(false);
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toBe(serverHref);
    expect(await card(page).boundingBox()).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    await card(page).getByRole('button', { name: `Add to cart: ${thyroid.name}` }).click();
    await expect(card(page).getByText('Please login to add items to cart')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('Add to cart pressed before the card has taken over adds the test once it has', async ({ page }) => {
    const problems = collectProblems(page);
    const session = await logInThroughApi(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/widgets/lab-test-card.js', async (route) => {
      await released;
      await route.continue();
    });
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/cart/add')) adds.push(request.url());
    });
    await page.goto('/article.html', { waitUntil: 'commit' });
    const add = card(page).getByRole('button', { name: `Add to cart: ${thyroid.name}` });
    // An impatient visitor presses twice: still one add.
    await add.click();
    await add.click();
    expect(await page.evaluate(() => customElements.get('lab-test-card'))).toBeUndefined();
    release();
    await expect(card(page).getByText('Item added to cart successfully!')).toBeVisible();
    expect(adds).toHaveLength(1);
    const cart = await page.request.get(`/api/v1/cart/${session.userId}`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(((await cart.json()) as { data: { _id: string }[] }).data.map((item) => item._id)).toEqual([thyroid.id]);
    expect(problems).toEqual([]);
  });

  test('a server-rendered pin-code checker shows before its script and checks a pin code after', async ({ page, baseURL }) => {
    const problems = collectProblems(page);
    await recordLayoutShifts(page);
    const release = await openServerRenderedChecker(page, `${baseURL}/server-rendered.html`);
    const checker = page.locator('lab-pincode-checker');
    await expect(checker.getByText('Check home sample collection in your area')).toBeVisible();
    release();
    await expect.poll(() => showsSnapshot(page, 'lab-pincode-checker')).toBe(false);
    expect(await layoutShift(page)).toBe(0);
    await checker.getByRole('textbox').fill('560030');
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(checker.getByText('Great! Service Available')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a pin code typed into the server-rendered checker before its script is kept, cleaned, with the focus', async ({ page, baseURL }) => {
    const problems = collectProblems(page);
    const release = await openServerRenderedChecker(page, `${baseURL}/typed-early.html`);
    const checker = page.locator('lab-pincode-checker');
    const field = checker.getByRole('textbox');
    await field.focus();
    await page.keyboard.insertText('PIN: 560 0');
    expect(await showsSnapshot(page, 'lab-pincode-checker')).toBe(true);
    release();
    await expect.poll(() => showsSnapshot(page, 'lab-pincode-checker')).toBe(false);
    await expect(field).toHaveValue('5600');
    await expect(field).toBeFocused();
    await page.keyboard.type('30');
    await expect(field).toHaveValue('560030');
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(checker.getByText('Great! Service Available')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an element added by script (no declarative root) renders itself as before', async ({ page, baseURL }) => {
    const problems = collectProblems(page);
    await page.route('**/client-navigation.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Next page</title><script type="module" src="/dist/widgets/lab-test-card.js"></script></head><body></body></html>',
      }),
    );
    await page.goto(`${baseURL}/client-navigation.html`);
    await page.evaluate(async (html) => {
      // As a client-side navigation does: the HTML through the DOM, where no declarative root is made.
      const box = document.createElement('div');
      box.innerHTML = html;
      document.body.append(box);
      await customElements.whenDefined('lab-test-card');
    }, await renderElement('lab-test-card', { 'test-id': thyroid.id }));
    await expect(card(page).getByRole('link', { name: thyroid.name })).toBeVisible();
    // Chromium's own notice that innerHTML makes no declarative root, which is the case tested.
    expect(problems.filter((problem) => !problem.startsWith('Found declarative shadowrootmode'))).toEqual([]);
  });
});
