import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/sharedPage';

/**
 * `dist/lab-autoloader.js` on a long partner page (/pharmacy.html) whose only lab element, the
 * pin-code checker, sits far below the fold: nothing of React is fetched until the visitor
 * scrolls towards it.
 */
const scripts = (requests: Request[]) =>
  requests.map((request) => new URL(request.url()).pathname).filter((path) => path.endsWith('.js'));

async function openRecording(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/pharmacy.html');
  await page.waitForLoadState('networkidle');
  return requests;
}

test('loads no React before the visitor scrolls, then the checker arrives and works', async ({ page }) => {
  const requests = await openRecording(page);
  expect(scripts(requests)).toEqual(['/dist/lab-autoloader.js']);
  expect(await page.evaluate(() => customElements.get('lab-pincode-checker'))).toBeUndefined();

  const loaded = page.waitForRequest((request) => request.url().includes('/dist/widgets/lab-pincode-checker.js'));
  await page.locator('#lab-tests').scrollIntoViewIfNeeded();
  await loaded;
  const checker = page.locator('lab-pincode-checker');
  await checker.getByRole('textbox').fill('560030');
  await checker.getByRole('button', { name: 'Check' }).click();
  await expect(checker.getByText('Great! Service Available')).toBeVisible();
  // Each file once, however often the element crossed the margin.
  const files = scripts(requests);
  expect(files.filter((path) => path === '/dist/widgets/lab-pincode-checker.js')).toHaveLength(1);
});

test('loads an eager element at once, and elements added later when they come near', async ({ page }) => {
  const requests = await openRecording(page);
  await page.evaluate(() => {
    const badge = document.createElement('lab-cart-badge');
    badge.setAttribute('eager', '');
    document.querySelector('.pharmacy-header')?.append(badge);
  });
  await expect(page.locator('lab-cart-badge').getByRole('link', { name: 'Cart' })).toBeVisible();
  expect(scripts(requests)).toContain('/dist/widgets/lab-cart-badge.js');
  expect(scripts(requests)).not.toContain('/dist/widgets/lab-pincode-checker.js');

  await page.evaluate(() => {
    const search = document.createElement('lab-search-box');
    document.querySelector('.pharmacy-hero')?.append(search);
  });
  await expect(page.locator('lab-search-box').getByRole('combobox')).toBeVisible();
});

test('is safe beside the full bundle: nothing is defined twice, nothing throws', async ({ page }) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto('/pharmacy.html');
  await page.addScriptTag({ type: 'module', url: '/dist/lab-storefront.js' });
  await page.locator('#lab-tests').scrollIntoViewIfNeeded();
  await expect(page.locator('lab-pincode-checker').getByRole('button', { name: 'Check' })).toBeVisible();
  expect(uncaught).toEqual([]);
});
