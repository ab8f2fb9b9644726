import { expect, test } from './support/sharedPage';
import { collectProblems, addWidgets } from './support/hostPage';
import { readLoginCode, uniquePhoneNumber } from './support/loginCode';
import { elementDocs } from '../../src/elements/elementList';

test.describe('several elements and files on one page', () => {
  test('loading the full bundle, the widget files and a file twice is silent', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/clinic.html');
    // The same file under another URL is a second module instance: it must skip its define.
    const files = ['/dist/lab-storefront.js', '/dist/widgets/lab-cart-badge.js', '/dist/widgets/lab-pincode-checker.js?again'];
    await page.evaluate(async (urls) => {
      for (const url of urls) await import(url);
    }, files);
    await expect(page.locator('lab-pincode-checker').getByRole('button', { name: 'Check' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('share one cart count between elements and follow another tab; each badge fires its own change', async ({ page, context }) => {
    await page.goto('/clinic.html');
    await page.evaluate(() => {
      const second = document.createElement('lab-cart-badge');
      second.id = 'second-badge';
      document.body.append(second);
      // Bound on each badge, as a framework binds a handler on the element it renders.
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      for (const badge of document.querySelectorAll('lab-cart-badge')) {
        badge.addEventListener('lab-cart-change', (event) => {
          heard.push(`${badge.id || 'first'}:${(event as CustomEvent<{ count: number }>).detail.count}`);
        });
      }
    });
    const otherTab = await context.newPage();
    await otherTab.goto('/clinic.html');
    await otherTab.evaluate(() =>
      localStorage.setItem('cart', JSON.stringify([{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }])),
    );
    await expect(page.locator('lab-cart-badge').first().getByRole('link', { name: 'Cart 3 items' })).toBeVisible();
    await expect(page.locator('#second-badge').getByRole('link', { name: 'Cart 3 items' })).toBeVisible();
    await expect(page.locator('#second-badge').locator('[part="count"]')).toHaveText(/^3/);
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([
      'first:3',
      'second-badge:3',
    ]);
  });
});

test.describe('standalone widgets pointing at the store page', () => {
  test("the header search sends the user to the store with the query and the clinic's partner", async ({ page }) => {
    await page.goto('/clinic.html');
    await addWidgets(page, ['/dist/widgets/lab-header.js'], '<lab-header store-url="/"></lab-header>');
    const search = page.locator('lab-header').getByRole('combobox').first();
    await search.fill('thyroid');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/#\/search\?q=thyroid&partner=green-valley-clinic$/);
  });

  test('a search suggestion opens that product on the store page', async ({ page }) => {
    await page.goto('/clinic.html');
    await addWidgets(page, ['/dist/widgets/lab-search-box.js'], '<lab-search-box store-url="/"></lab-search-box>');
    await page.locator('lab-search-box').getByRole('combobox').fill('hba1c');
    await page.locator('lab-search-box').getByRole('option').first().click();
    await expect(page).toHaveURL(/\/#\/product\?id=[\w-]+&category=/);
    await expect(page.locator('lab-storefront').getByRole('heading', { level: 1 })).toContainText(/HbA1c/i);
  });

  test('logging in from a standalone login panel logs in every element on the page', async ({ page }) => {
    await page.goto('/clinic.html');
    await page.evaluate(() => {
      document.addEventListener('lab-login', (event) => {
        sessionStorage.setItem('heard-login', JSON.stringify(event.detail));
      });
    });
    await addWidgets(page, ['/dist/widgets/lab-login-panel.js'], '<lab-login-panel open></lab-login-panel>');
    const panel = page.locator('lab-login-panel');
    const phone = uniquePhoneNumber();
    await panel.getByRole('textbox').fill(phone);
    await panel.getByRole('button', { name: 'Send OTP' }).click();
    await panel.getByRole('textbox').fill(await readLoginCode(phone));
    await panel.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(panel.getByText('Login successful!')).toBeVisible();
    const heard = JSON.parse((await page.evaluate(() => sessionStorage.getItem('heard-login'))) ?? '{}') as {
      userId?: string;
    };
    expect(heard.userId).toBeTruthy();
    // The page reloads a second later (product §4); the badge then links to this user's cart.
    await page.waitForEvent('load');
    await expect(page.locator('lab-cart-badge').getByRole('link')).toHaveAttribute(
      'href',
      `/#/cart?userId=${heard.userId ?? ''}&partner=green-valley-clinic`,
    );
  });
});

test.describe('what every standalone widget promises', () => {
  const allWidgets = ['lab-header', 'lab-cart-badge', 'lab-search-box', 'lab-pincode-checker', 'lab-login-panel'];

  test('has no page heading of its own and hides with the hidden attribute', async ({ page }) => {
    await page.goto('/clinic.html');
    await addWidgets(
      page,
      allWidgets.map((tag) => `/dist/widgets/${tag}.js`),
      '<lab-header></lab-header><lab-search-box></lab-search-box><lab-login-panel></lab-login-panel>',
    );
    for (const tag of allWidgets) {
      await expect(page.locator(tag).first().locator('h1')).toHaveCount(0);
    }
    const checker = page.locator('lab-pincode-checker');
    await checker.evaluate((element) => {
      element.setAttribute('hidden', '');
    });
    await expect(checker.getByRole('textbox')).toBeHidden();
  });

  test('another version already on the page is kept, with one console warning', async ({ page }) => {
    await page.addInitScript(() => {
      class OlderBadge extends HTMLElement {
        static labVersion = '0.0.1';
      }
      customElements.define('lab-cart-badge', OlderBadge);
    });
    const problems = collectProblems(page);
    await page.goto('/clinic.html');
    await expect(page.locator('lab-pincode-checker').getByRole('button', { name: 'Check' })).toBeVisible();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('version 0.0.1');
  });
});

test('the build ships a Custom Elements Manifest of every element, its attributes and events', async ({ request }) => {
  const response = await request.get('/dist/custom-elements.json');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    modules: { declarations: { tagName: string; attributes: { name: string }[]; events: { name: string }[] }[] }[];
  };
  const elements = manifest.modules.flatMap((module) => module.declarations);
  expect(elements.map((element) => element.tagName)).toEqual(elementDocs.map((element) => element.spec.tag));
  const storefront = elements.find((element) => element.tagName === 'lab-storefront');
  expect(storefront?.attributes.map((attribute) => attribute.name)).toEqual(expect.arrayContaining(['support-phone', 'booking']));
  expect(storefront?.events.map((event) => event.name)).toEqual([
    'lab-cart-change', 'lab-login', 'lab-logout', 'lab-pincode-check', 'lab-login-panel-toggle',
    'lab-view-item-list', 'lab-select-item', 'lab-view-item', 'lab-add-to-cart', 'lab-remove-from-cart',
    'lab-view-cart', 'lab-begin-checkout', 'lab-add-shipping-info', 'lab-add-payment-info', 'lab-purchase',
    'lab-refund', 'lab-search',
  ]);
  const searchBox = elements.find((element) => element.tagName === 'lab-search-box');
  expect(searchBox?.events.map((event) => event.name)).toEqual(['lab-search']);
  expect(elements.every((element) => element.attributes.some((attribute) => attribute.name === 'partner'))).toBe(true);
});
