import type { Page } from '@playwright/test';
import { followRequests } from './support/quietNetwork';
import { expect, test } from './support/sharedPage';
import { elementDocs } from '../../src/elements/elementList';

const tags = elementDocs.map((element) => element.spec.tag);

/**
 * Loads one file of `dist/` as the only script of an empty page on the demo server's origin and
 * returns the `lab-*` tags defined once it and everything it imports have run.
 */
async function tagsDefinedBy(page: Page, file: string): Promise<string[]> {
  await page.route('**/empty-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Empty host</title><script type="module" src="/${file}"></script></html>`,
    }),
  );
  const requests = followRequests(page);
  await page.goto('/empty-host.html');
  // Every module of the file's graph has been fetched, so every one of them has run.
  await requests.quiet();
  return page.evaluate((known) => known.filter((tag) => customElements.get(tag)), tags);
}

test.describe('each file of the bundle defines what the README says', () => {
  for (const element of elementDocs.filter((entry) => entry.file.startsWith('dist/widgets/'))) {
    test(`${element.file} defines ${element.spec.tag} and nothing else, and window.labConsent`, async ({ page }) => {
      expect(await tagsDefinedBy(page, element.file)).toEqual([element.spec.tag]);
      expect(await page.evaluate(() => typeof (window as { labConsent?: { grant?: unknown } }).labConsent?.grant)).toBe('function');
    });
  }

  test('dist/lab-storefront.js defines every element', async ({ page }) => {
    expect((await tagsDefinedBy(page, 'dist/lab-storefront.js')).sort()).toEqual([...tags].sort());
  });

  test('dist/lab-autoloader.js defines nothing on a page without lab elements', async ({ page }) => {
    expect(await tagsDefinedBy(page, 'dist/lab-autoloader.js')).toEqual([]);
  });

  test('dist/lab-analytics.js defines nothing but window.labConsent and loads nothing else', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    expect(await tagsDefinedBy(page, 'dist/lab-analytics.js')).toEqual([]);
    expect(scripts).toEqual(['/dist/lab-analytics.js']);
    expect(await page.evaluate(() => typeof (window as { labConsent?: { grant?: unknown } }).labConsent?.grant)).toBe('function');
  });
});
