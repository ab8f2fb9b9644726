import { expect, test, type Page } from '@playwright/test';
import { shootScrolling } from './shots';

/**
 * Full-page screenshots of the content screens, the header and the footer at a laptop and a phone
 * width, for review by eye (`npm run screenshots`), written to `test-results/screens/`.
 */

// Other runs of Playwright empty `test-results/`; SCREENSHOT_DIR keeps a copy out of their way.
const dir = process.env.SCREENSHOT_DIR ?? 'test-results/screens';

/** Scrolls to the bottom and back so lazy images below the fold load before a full-page shot. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

const screens = [
  ['home', '/'],
  ['sitemap', '/#/sitemap'],
  ['privacy', '/#/privacy-policy'],
  ['terms', '/#/terms-and-conditions'],
  ['error', '/#/offers'],
] as const;

const viewports = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const;

for (const [viewportName, viewport] of viewports) {
  test.describe(viewportName, () => {
    test.use({ viewport });

    for (const [name, path] of screens) {
      test(`${name} screen`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        const store = page.locator('lab-storefront');
        await expect(store.locator('h1')).toBeVisible();
        await expect(store.locator('footer')).toBeVisible();
        await loadLazyImages(page);
        if (name === 'home') {
          await shootScrolling(page, (part) => `${dir}/${name}-${viewportName}-${part}.png`, 12);
          return;
        }
        await page.screenshot({ path: `${dir}/${name}-${viewportName}.png`, fullPage: true });
        // The same page in readable slices, for looking at details.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, part = 1; y < height; y += 1200, part += 1) {
          await page.screenshot({
            path: `${dir}/${name}-${viewportName}-part${part}.png`,
            fullPage: true,
            clip: { x: 0, y, width: viewport.width, height: Math.min(1200, height - y) },
          });
        }
      });
    }

    test('header when logged in, with the account menu open', async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.setItem('userId', 'u-demo');
        localStorage.setItem('userToken', 't-demo');
        localStorage.setItem('cart', JSON.stringify([{ _id: 'a' }, { _id: 'b' }]));
      });
      await page.goto('/');
      const store = page.locator('lab-storefront');
      await store.getByRole('button', { name: 'My account' }).click();
      await page.screenshot({ path: `${dir}/header-logged-in-${viewportName}.png` });
    });

    test('footer and bottom bar after scrolling', async ({ page }) => {
      await page.goto('/#/sitemap');
      const footer = page.locator('lab-storefront footer');
      await loadLazyImages(page);
      await footer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/footer-${viewportName}.png` });
    });
  });
}
