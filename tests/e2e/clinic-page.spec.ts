import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addToServerCart, logInThroughApi } from './support/session';

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

  test("fetches the checker's answer only once the visitor types, and shows it when the check ends", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/clinic.html');
    const checker = page.locator('lab-pincode-checker');
    await expect(checker.getByRole('button', { name: 'Check' })).toBeVisible();
    // Whatever the start loads when the page is idle has been asked for by then.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    const atStart = [...scripts];
    await checker.getByRole('textbox').fill('560001');
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(checker.getByRole('status')).toContainText('Great! Service Available');
    // The answer (its component, texts and styles) came with the typing, in files the start did not load.
    const withTheAnswer = scripts.slice(atStart.length);
    expect(withTheAnswer.length).toBeGreaterThan(0);
    expect(withTheAnswer.filter((path) => atStart.includes(path))).toEqual([]);
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

  test('sends the user to the store page from the cart badge, with the logged-in user and the clinic as partner', async ({ page }) => {
    const session = await logInThroughApi(page);
    await page.addInitScript(() => localStorage.setItem('cart', JSON.stringify([{ _id: 'tsh' }, { _id: 'cbc' }])));
    await page.goto('/clinic.html');
    const badge = page.locator('lab-cart-badge').getByRole('link', { name: 'Cart 2 items' });
    await expect(badge).toHaveAttribute('href', `/#/cart?userId=${session.userId}&partner=green-valley-clinic`);
    await addToServerCart(page, session, ['tsh', 'cbc']);
    await badge.click();
    await expect(page).toHaveURL(new RegExp(`/#/cart\\?userId=${session.userId}&partner=green-valley-clinic$`));
    await expect(page.locator('lab-storefront').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/clinic.html');
    await expect(page.locator('lab-pincode-checker').getByRole('textbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'lab-pincode-checker');
    await expectNoSeriousA11yViolations(page, 'lab-cart-badge');
  });
});

test('the clinic cart badge keeps its icon on a phone, squeezed by the host layout', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/clinic.html');
  const icon = page.locator('lab-cart-badge').locator('svg').first();
  await expect(icon).toBeVisible();
  expect((await icon.boundingBox())?.width).toBeGreaterThanOrEqual(23);
});
