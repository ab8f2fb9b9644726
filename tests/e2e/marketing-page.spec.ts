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
