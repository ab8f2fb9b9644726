import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { readLoginCode, uniquePhoneNumber } from './support/loginCode';
import { addToServerCart, logInThroughApi } from './support/session';

/** Console warnings and errors, and uncaught exceptions, of a page. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/** Computed look of the clinic's widgets: what hostile CSS would change. */
async function widgetLook(page: Page) {
  const look = (selector: string, role: 'textbox' | 'button' | 'link') =>
    page.locator(selector).getByRole(role).first().evaluate((element) => {
      const computed = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        fontFamily: computed.fontFamily,
        fontSize: computed.fontSize,
        color: computed.color,
        backgroundColor: computed.backgroundColor,
        textTransform: computed.textTransform,
        letterSpacing: computed.letterSpacing,
        lineHeight: computed.lineHeight,
        visibility: computed.visibility,
        // Width follows the host's container (its layout is the host's to choose); height does not.
        height: Math.round(box.height),
      };
    });
  return {
    input: await look('lab-pincode-checker', 'textbox'),
    button: await look('lab-pincode-checker', 'button'),
    badge: await look('lab-cart-badge', 'link'),
  };
}

test.describe('the partner clinic page (only the pin-code checker and a cart badge)', () => {
  test('checks a pin code with the standalone checker and tells the host through lab-pincode-check', async ({ page }) => {
    await page.goto('/clinic.html');
    const checker = page.locator('lab-pincode-checker');
    await checker.getByRole('textbox').fill('560030');
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(checker.getByText('Great! Service Available')).toBeVisible();
    await expect(page.locator('#last-check')).toHaveText(
      'Good news: home collection is available at 560030. Call our front desk to book.',
    );
    await checker.getByRole('textbox').fill('110001');
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(checker.getByText('Service Not Available')).toBeVisible();
    await expect(page.locator('#last-check')).toContainText('does not reach 110001');
  });

  test("keeps the widgets' fonts, colours, sizes and visibility under hostile host CSS", async ({ page }) => {
    await page.goto('/clinic.html');
    const checker = page.locator('lab-pincode-checker');
    await expect(checker.getByRole('button', { name: 'Check' })).toBeVisible();
    const underHostileCss = await widgetLook(page);
    // The same widgets once the clinic's stylesheet is gone: nothing may differ.
    await page.evaluate(() => document.head.querySelector('style')?.remove());
    const onPlainPage = await widgetLook(page);
    expect(underHostileCss).toEqual(onPlainPage);
    expect(underHostileCss.input.fontFamily).not.toContain('Comic');
    expect(underHostileCss.input.height).toBeGreaterThanOrEqual(40);
    await expect(page.locator('lab-cart-badge').locator('svg').first()).toBeVisible();
  });

  test("never changes the host page: no styles in <head>, the host's own text keeps its look", async ({ page }) => {
    await page.goto('/clinic.html');
    await expect(page.locator('lab-pincode-checker').getByRole('button', { name: 'Check' })).toBeVisible();
    const host = await page.evaluate(() => ({
      headStyles: document.head.querySelectorAll('style, link[rel="stylesheet"]').length,
      adopted: document.adoptedStyleSheets.length,
      paragraphColor: getComputedStyle(document.querySelector('main p') as Element).color,
      paragraphFont: getComputedStyle(document.querySelector('main p') as Element).fontFamily,
    }));
    expect(host).toEqual({
      headStyles: 1,
      adopted: 0,
      paragraphColor: 'rgb(91, 26, 26)',
      paragraphFont: expect.stringContaining('Comic Sans MS') as unknown as string,
    });
  });

  test('sends the user to the store page from the cart badge, with the logged-in user', async ({ page }) => {
    const session = await logInThroughApi(page);
    await page.addInitScript(() => localStorage.setItem('cart', JSON.stringify([{ _id: 'tsh' }, { _id: 'cbc' }])));
    await page.goto('/clinic.html');
    const badge = page.locator('lab-cart-badge').getByRole('link', { name: 'Cart 2 items' });
    await expect(badge).toHaveAttribute('href', `/#/cart?userId=${session.userId}`);
    await addToServerCart(page, session, ['tsh', 'cbc']);
    await badge.click();
    await expect(page).toHaveURL(new RegExp(`/#/cart\\?userId=${session.userId}$`));
    await expect(page.locator('lab-storefront').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/clinic.html');
    await expect(page.locator('lab-pincode-checker').getByRole('textbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'lab-pincode-checker');
    await expectNoSeriousA11yViolations(page, 'lab-cart-badge');
  });
});

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

  test('share one cart count between elements and follow another tab', async ({ page, context }) => {
    await page.goto('/clinic.html');
    await page.evaluate(() => {
      const second = document.createElement('lab-cart-badge');
      second.id = 'second-badge';
      document.body.append(second);
    });
    const otherTab = await context.newPage();
    await otherTab.goto('/clinic.html');
    await otherTab.evaluate(() =>
      localStorage.setItem('cart', JSON.stringify([{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }])),
    );
    await expect(page.locator('lab-cart-badge').first().getByRole('link', { name: 'Cart 3 items' })).toBeVisible();
    await expect(page.locator('#second-badge').getByRole('link', { name: 'Cart 3 items' })).toBeVisible();
    await expect(page.locator('#second-badge').locator('[part="count"]')).toHaveText(/^3/);
  });
});

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

/** Adds widget files and elements to the clinic page, as another partner page would. */
async function addWidgets(page: Page, files: string[], html: string): Promise<void> {
  await page.evaluate(
    async ({ urls, markup }) => {
      for (const url of urls) await import(url);
      document.querySelector('main')?.insertAdjacentHTML('beforeend', markup);
    },
    { urls: files, markup: html },
  );
}

test.describe('standalone widgets pointing at the store page', () => {
  test('the header search sends the user to the store with the query', async ({ page }) => {
    await page.goto('/clinic.html');
    await addWidgets(page, ['/dist/widgets/lab-header.js'], '<lab-header store-url="/"></lab-header>');
    const search = page.locator('lab-header').getByRole('combobox').first();
    await search.fill('thyroid');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/#\/search\?q=thyroid$/);
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
    // The page reloads a second later (spec §4); the badge then links to this user's cart.
    await page.waitForEvent('load');
    await expect(page.locator('lab-cart-badge').getByRole('link')).toHaveAttribute(
      'href',
      `/#/cart?userId=${heard.userId ?? ''}`,
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
  expect(elements.map((element) => element.tagName).sort()).toEqual([
    'lab-cart-badge', 'lab-header', 'lab-login-panel', 'lab-pincode-checker', 'lab-search-box', 'lab-storefront',
  ]);
  const storefront = elements.find((element) => element.tagName === 'lab-storefront');
  expect(storefront?.attributes.map((attribute) => attribute.name)).toContain('support-phone');
  expect(storefront?.events.map((event) => event.name)).toEqual([
    'lab-cart-change', 'lab-login', 'lab-logout', 'lab-pincode-check',
  ]);
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

test('the clinic cart badge keeps its icon on a phone, squeezed by the host layout', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/clinic.html');
  const icon = page.locator('lab-cart-badge').locator('svg').first();
  await expect(icon).toBeVisible();
  expect((await icon.boundingBox())?.width).toBeGreaterThanOrEqual(23);
});
