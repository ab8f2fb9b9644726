import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { collectProblems, showsSnapshot } from './support/hostPage';
import { readLoginCode, uniquePhoneNumber } from './support/loginCode';
import { microdataOf } from './support/schemaOrgData';
import { storefront } from './support/session';

/**
 * The demo pages as a bank or a health portal serves them: the reference server's strict CSP
 * (script-src 'self', no 'unsafe-inline' or 'unsafe-eval') plus Trusted Types allowing no policy
 * at all, under which any string given to a DOM sink throws. Every element must render and work,
 * the product data must reach the page's DOM as schema.org data (microdata: no sink, no policy),
 * and the page must see no violation, neither as an event nor as a report sent to its CSP's report-uri.
 */
const trustedTypes = "require-trusted-types-for 'script'; trusted-types 'none'";

/** Where the page's CSP sends its violation reports; the test takes them there. */
const reportAddress = '/csp-report';

async function openUnderTrustedTypes(page: Page, path: string): Promise<string[]> {
  const problems = collectProblems(page);
  const reports: string[] = [];
  reportsOf.set(page, reports);
  await page.route(
    (url) => url.pathname === reportAddress,
    async (route) => {
      reports.push(route.request().postData() ?? '');
      await route.fulfill({ status: 204 });
    },
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const policy = response.headers()['content-security-policy'];
      expect(policy, 'the server sends its strict CSP').toContain("script-src 'self'");
      expect(policy).not.toContain('unsafe-');
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': `${policy}; ${trustedTypes}; report-uri ${reportAddress}`,
        },
      });
    },
  );
  await page.goto(path);
  return problems;
}

/** The product an element's schema.org data names: its name, price and currency. */
const productData = async (page: Page, tag: string) =>
  (await microdataOf(page, tag)).map((item) => ({ name: item.name, offers: item.offers }));

const reportsOf = new WeakMap<Page, string[]>();

/** The violations the page saw as events, and the reports sent for it, once a report would have arrived. */
async function violations(page: Page): Promise<string[]> {
  // A report is sent after its event; a quiet moment lets one still on its way arrive.
  await page.waitForTimeout(300);
  const events = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  return [...events, ...(reportsOf.get(page) ?? [])];
}

/** Adds an element by DOM calls: on this page an HTML string would throw. */
async function addElement(page: Page, file: string, tag: string, attributes: Record<string, string> = {}) {
  await page.evaluate(
    async ({ url, name, values }) => {
      await import(url);
      const element = document.createElement(name);
      for (const [key, value] of Object.entries(values)) element.setAttribute(key, value);
      document.querySelector('main')?.append(element);
    },
    { url: file, name: tag, values: attributes },
  );
}

test.describe("pages that enforce Trusted Types and allow no policy (trusted-types 'none')", () => {
  test('the store draws its icons, searches, logs in and adds to the cart', async ({ page }) => {
    const problems = await openUnderTrustedTypes(page, '/');
    const store = storefront(page);
    await expect(store.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    // Icons are path elements, drawn with a size.
    const icon = store.locator('header svg path').first();
    await expect(icon).toHaveAttribute('d', /^M/);

    const search = store.getByRole('combobox', { name: 'Search tests and packages' });
    await search.fill('thyroid');
    await store.getByRole('option', { name: /Thyroid Profile Total/ }).click();
    await expect(store.getByRole('heading', { level: 1 })).toContainText('Thyroid Profile Total');
    await expect
      .poll(() => productData(page, 'lab-storefront'))
      .toEqual([{ name: 'Thyroid Profile Total (T3, T4, TSH)', offers: expect.objectContaining({ priceCurrency: 'INR' }) }]);

    await store.getByRole('button', { name: 'Login', exact: true }).click();
    const panel = store.locator('dialog.login-panel');
    const phoneNumber = uniquePhoneNumber();
    await panel.getByLabel('Mobile number').fill(phoneNumber);
    await panel.getByRole('button', { name: 'Send OTP' }).click();
    await panel.getByLabel('One-time password (OTP)').fill(await readLoginCode(phoneNumber));
    await panel.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Login successful!');
    await page.waitForLoadState('load');

    await store.getByRole('button', { name: /^Add to cart/ }).first().click();
    await expect(store.getByText('Item added to cart successfully!')).toBeVisible();
    await expect(store.getByRole('link', { name: /^Cart 1 item/ }).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the clinic page: the checker checks, the badge counts; the header, search box and login panel work', async ({
    page,
  }) => {
    const problems = await openUnderTrustedTypes(page, '/clinic.html');
    const checker = page.locator('lab-pincode-checker');
    await checker.getByRole('textbox').fill('560001');
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(checker.getByText('Great! Service Available')).toBeVisible();
    await expect(page.locator('#last-check')).toContainText('560001');
    await expect(page.locator('lab-cart-badge').getByRole('link', { name: 'Cart' })).toBeVisible();

    await addElement(page, '/dist/widgets/lab-header.js', 'lab-header', { 'store-url': '/' });
    await expect(page.locator('lab-header').getByRole('button', { name: 'Login', exact: true })).toBeVisible();

    await addElement(page, '/dist/widgets/lab-search-box.js', 'lab-search-box', { 'store-url': '/' });
    await page.locator('lab-search-box').getByRole('combobox').fill('vitamin');
    await expect(page.locator('lab-search-box').getByRole('option').first()).toContainText(/vitamin/i);

    await addElement(page, '/dist/widgets/lab-login-panel.js', 'lab-login-panel', { open: '' });
    const panel = page.locator('lab-login-panel').getByRole('dialog', { name: 'Login' });
    await expect(panel).toBeVisible();
    await panel.getByLabel('Mobile number').fill('98765');
    await panel.getByRole('button', { name: 'Send OTP' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please enter a valid 10-digit phone number');
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the article's test card shows its test and answers Add to cart", async ({ page }) => {
    const problems = await openUnderTrustedTypes(page, '/article.html');
    const card = page.locator('lab-test-card');
    await expect(card.getByRole('link', { name: 'Thyroid Profile Total (T3, T4, TSH)' })).toBeVisible();
    // The server's first screen shows at once; its button answers once the card's script takes over.
    await expect.poll(() => showsSnapshot(page, 'lab-test-card')).toBe(false);
    await expect
      .poll(() => productData(page, 'lab-test-card'))
      .toEqual([
        { name: 'Thyroid Profile Total (T3, T4, TSH)', offers: expect.objectContaining({ price: '449', priceCurrency: 'INR' }) },
      ]);
    await card.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(card.getByText('Please login to add items to cart')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the autoloader loads an element as it comes near', async ({ page }) => {
    const problems = await openUnderTrustedTypes(page, '/pharmacy.html');
    await page.locator('lab-pincode-checker').scrollIntoViewIfNeeded();
    await expect(page.locator('lab-pincode-checker').getByRole('button', { name: 'Check' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
