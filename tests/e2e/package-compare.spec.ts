import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { collectProblems } from './support/hostPage';
import { logInThroughApi } from './support/session';

const basic = { id: 'full-body-basic', name: 'Basic Full Body Checkup' };
const advanced = { id: 'full-body-advanced', name: 'Advanced Full Body Checkup' };

/** A CMS page whose only script is the comparison's own file, as a partner would embed it. */
async function openCmsPage(page: Page): Promise<void> {
  await page.route('**/article.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Which checkup?</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <script type="module" src="/dist/widgets/lab-package-compare.js"></script></head>
        <body><main><h1>Which full body checkup?</h1>
        <lab-package-compare test-ids="${basic.id},${advanced.id}" store-url="/"></lab-package-compare>
        </main></body></html>`,
    }),
  );
  await page.goto('/article.html');
}

const comparison = (page: Page) => page.locator('lab-package-compare');

test.describe('lab-package-compare on a CMS page, with only its own script', () => {
  test('shows both packages with prices and each test included or not; a logged-in visitor adds one; no sideways scroll at 375 px', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await logInThroughApi(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await openCmsPage(page);
    const table = comparison(page).getByRole('table');
    await expect(table.getByRole('columnheader', { name: basic.name })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: advanced.name })).toBeVisible();
    await expect(table.locator('.price__current')).toHaveCount(2);
    await expect(table.locator('s').first()).toContainText('₹');
    const testRows = table.locator('tr.comparison__test');
    expect(await testRows.count()).toBeGreaterThan(3);
    for (const row of await testRows.all()) {
      await expect(row.locator('td')).toHaveText([/^(Included|Not included)$/, /^(Included|Not included)$/]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);

    await table.getByRole('button', { name: `Add to cart: ${advanced.name}` }).click();
    await expect(comparison(page).getByText('Item added to cart successfully!')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
