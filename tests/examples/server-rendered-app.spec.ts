import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from '../e2e/support/hostPage.ts';
import { logInThroughApi } from '../e2e/support/session.ts';
import { apiBase } from '../../examples/hostApps.ts';

/**
 * The partner clinic page as each server-rendered example app builds it (Next.js, Nuxt, Astro;
 * one Playwright project per app, each on its own production server): the server sends the
 * pin-code checker and a test card already rendered by `@lab/storefront/server` from the
 * reference API, and the elements take them over in the browser. Every app renders the same
 * ids and texts.
 */

const thyroid = { id: 'thyroid-profile-total', name: 'Thyroid Profile Total (T3, T4, TSH)', price: '₹449' };

/** The tag's markup in the page's HTML, as text without React's `<!-- -->` text separators. */
function elementMarkup(html: string, tag: string): string {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`, start);
  return start === -1 || end === -1 ? '' : html.slice(start, end).replaceAll('<!-- -->', '');
}

/** After the load: both elements are defined and have taken over their server-rendered HTML. */
async function openPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() =>
    Promise.all([customElements.whenDefined('lab-pincode-checker'), customElements.whenDefined('lab-test-card')]),
  );
}

const checker = (page: Page) => page.locator('lab-pincode-checker');
const card = (page: Page) => page.locator('lab-test-card');

test("the server's HTML already holds the pin-code field and the card's name and price", async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();

  const checkerMarkup = elementMarkup(html, 'lab-pincode-checker');
  expect(checkerMarkup).toContain('<template shadowrootmode="open">');
  expect(checkerMarkup).toMatch(/<input[^>]*placeholder="Enter 6-digit pin code"/);

  const cardMarkup = elementMarkup(html, 'lab-test-card');
  expect(cardMarkup).toContain('<template shadowrootmode="open">');
  expect(cardMarkup).toContain(thyroid.name);
  expect(cardMarkup).toContain(thyroid.price);
});

test('shows the elements it rendered, taken over in the browser, with no hydration or console error', async ({ page }) => {
  const problems = collectProblems(page);
  await openPage(page);
  await expect(checker(page).getByRole('textbox')).toBeVisible();
  await expect(checker(page).getByRole('button', { name: 'Check' })).toBeVisible();
  await expect(card(page).getByRole('link', { name: thyroid.name })).toHaveCount(1);
  await expect(card(page).getByRole('link', { name: thyroid.name })).toBeVisible();
  await expect(card(page).getByText(thyroid.price)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test("a pin-code check works after the load, and the app's handler hears lab-pincode-check", async ({ page }) => {
  await openPage(page);
  await expect(page.locator('#last-check')).toHaveText('No pin code checked yet');
  await checker(page).getByRole('textbox').fill('560001');
  await checker(page).getByRole('button', { name: 'Check' }).click();
  await expect(checker(page).getByText('Great! Service Available')).toBeVisible();
  await expect(page.locator('#last-check')).toHaveText('560001: home collection available');
});

test("the card's Add to cart asks a visitor to log in", async ({ page }) => {
  await openPage(page);
  await card(page).getByRole('button', { name: `Add to cart: ${thyroid.name}` }).click();
  await expect(card(page).getByText('Please login to add items to cart')).toBeVisible();
});

test("the card's Add to cart adds the test to a logged-in user's cart", async ({ page }) => {
  const session = await logInThroughApi(page, apiBase);
  await openPage(page);
  await card(page).getByRole('button', { name: `Add to cart: ${thyroid.name}` }).click();
  await expect(card(page).getByText('Item added to cart successfully!')).toBeVisible();
  const cart = await page.request.get(`${apiBase}/api/v1/cart/${session.userId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const body = (await cart.json()) as { data: { _id: string }[] };
  expect(body.data.map((item) => item._id)).toEqual([thyroid.id]);
});
