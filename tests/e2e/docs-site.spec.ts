import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoA11yViolations } from './support/axe';
import { collectProblems } from './support/hostPage';
import { followRequests } from './support/quietNetwork';
import { otherLanguages } from './support/languages';
import { languages } from '../../src/i18n/languages';

/**
 * The documentation site as `npm run build` writes it (dist-docs/) and `npm start` serves it at
 * /docs/: every page opens with no error and no axe violation, and every element's page shows
 * the real element live, in each language and theme.
 */
const siteDir = join(import.meta.dirname, '../../dist-docs');
if (!existsSync(siteDir)) throw new Error('dist-docs/ is missing: run `npm run build` first');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') && entry.name !== '404.html' ? [path] : [];
  });
}

const sitePages = htmlFiles(siteDir).map((file) => `/docs/${relative(siteDir, file).replace(/index\.html$/, '')}`);
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/custom-elements.json'), 'utf8')) as {
  modules: { declarations: { tagName: string }[] }[];
};
const tags = manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName));

test.describe('the documentation site', () => {
  test('has a page for every element of the manifest', () => {
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(sitePages).toContain(`/docs/elements/${tag}.html`);
  });

  // A few pages a test, so that the pages are opened by several workers at once. Each element's
  // page is opened, moved over and checked for errors the same way by its live test below.
  const elementPages = new Set(tags.map((tag) => `/docs/elements/${tag}.html`));
  const otherPages = sitePages.filter((path) => !elementPages.has(path));
  const pagesPerTest = 5;
  for (let first = 0; first < otherPages.length; first += pagesPerTest) {
    const pages = otherPages.slice(first, first + pagesPerTest);
    test(`pages ${first + 1} to ${first + pages.length} of the ${otherPages.length} besides the elements' open with no error`, async ({ page }) => {
      test.setTimeout(20_000 + pages.length * 5_000);
      const problems = collectProblems(page);
      const requests = followRequests(page);
      for (const [index, path] of pages.entries()) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('.VPContent')).toBeVisible();
        // The first move brings the layout to life (theme/index.ts): a hydration mismatch shows then.
        await page.mouse.move(10 + (index % 2), 10);
        await requests.quiet();
        expect(problems, path).toEqual([]);
      }
    });
  }

  test("a page comes alive at the visitor's first move: its outline fills and the phone menu opens", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const requests = followRequests(page);
    await page.goto('/docs/guide/getting-started.html');
    await requests.quiet();
    const outline = page.locator('nav.VPDocAsideOutline');
    await expect(outline.getByRole('link')).toHaveCount(0);
    const search = page.getByRole('button', { name: 'Search' });
    const searchBefore = await search.boundingBox();
    await page.mouse.move(30, 30);
    await expect(outline.getByRole('link', { name: 'Reserve the room of each element' })).toBeVisible();
    // Nothing moves when it does: the nav bar's classes are in the HTML (config.ts, transformHtml).
    expect(await search.boundingBox()).toEqual(searchBefore);

    // Nor when a live example's element arrives in the room kept for it.
    await page.goto('/docs/elements/lab-test-card.html');
    await requests.quiet();
    const nextHeading = page.getByRole('heading', { name: 'Load it' });
    const headingBefore = await nextHeading.boundingBox();
    await page.mouse.move(40, 40);
    await expect(page.locator('.live-example__stage lab-test-card').getByRole('button', { name: 'Add to cart' })).toBeVisible();
    expect(await nextHeading.boundingBox()).toEqual(headingBefore);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/docs/guide/getting-started.html');
    await requests.quiet();
    await page.getByRole('button', { name: 'mobile navigation' }).click();
    await expect(page.getByRole('button', { name: 'mobile navigation' })).toHaveAttribute('aria-expanded', 'true');
  });

  test("fits a 375 px phone: nothing scrolls sideways and the menu button is in view", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const requests = followRequests(page);
    for (const path of ['/docs/', '/docs/builder.html', '/docs/elements/lab-test-card.html']) {
      await page.goto(path);
      await requests.quiet();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      await expect(page.getByRole('button', { name: 'mobile navigation' }), path).toBeInViewport({ ratio: 1 });
    }
  });

  // One page of each kind: axe takes seconds a page, and pages of a kind share their markup.
  for (const path of ['/docs/', '/docs/guide/theming.html', '/docs/elements/lab-test-card.html', '/docs/builder.html']) {
    test(`${path} has no axe violation`, async ({ page }) => {
      test.setTimeout(90_000);
      const requests = followRequests(page);
      await page.goto(path);
      // The visitor's first move loads the live elements (theme/bundle.ts): axe sees them too.
      await page.mouse.move(1, 1);
      await requests.quiet();
      await expectNoA11yViolations(page);
    });
  }
});

/** The live element on an element's page: in the page, or in its frame for the store. */
function liveElement(page: Page, tag: string): Locator {
  const example = page.locator('.live-example');
  return tag === 'lab-storefront'
    ? example.frameLocator('iframe').locator(tag)
    : example.locator(`.live-example__stage ${tag}`);
}

test.describe('an element page', () => {
  test("loads its element's bundle at the visitor's first move, not with the page", async ({ page }) => {
    const bundleRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/dist/')) bundleRequests.push(request.url());
    });
    await page.goto('/docs/elements/lab-pincode-checker.html');
    // Half a second with nothing in flight, as a page that would load the bundle late would not have.
    await page.waitForLoadState('networkidle');
    const stage = page.locator('.live-example__stage');
    await expect(stage).toContainText('The live element starts when you scroll, move the pointer or press a key.');
    expect(bundleRequests).toEqual([]);
    await page.mouse.move(20, 20);
    await expect(stage.locator('lab-pincode-checker').getByRole('button', { name: 'Check' })).toBeVisible();
    await expect(stage).not.toContainText('The live element starts');
    expect(bundleRequests.length).toBeGreaterThan(0);
  });

  for (const tag of tags) {
    test(`shows ${tag} live in every language, in the default theme and a partner's`, async ({ page }) => {
      // The languages' texts arrive one after the other, each a chunk of its own.
      test.setTimeout(90_000);
      const problems = collectProblems(page);
      const response = await page.goto(`/docs/elements/${tag}.html`);
      expect(response?.status()).toBe(200);
      // The first move makes the layout live (theme/index.ts); a choice made before that is undone.
      await page.mouse.move(20, 20);
      await expect(page.locator('.live-example__waiting')).toHaveCount(0);
      const element = liveElement(page, tag);
      const controls = page.locator('.live-example__controls');
      for (const code of [...otherLanguages, 'en'] as const) {
        await controls.getByRole('radio', { name: languages[code].name }).check();
        await expect(element.locator(`.lab-locale[lang="${code}"]`)).toBeAttached();
      }
      // The colour the element paints with: its private copy of the token, the default unless the page sets one.
      const primary = () => element.evaluate((node) => getComputedStyle(node).getPropertyValue('--_color-primary').trim());
      expect(await primary()).toBe('#0b6e69');
      await controls.getByRole('radio', { name: "A partner's brand" }).check();
      await expect.poll(primary).toBe('#3730a3');
      await controls.getByRole('radio', { name: 'Default' }).check();
      await expect.poll(primary).toBe('#0b6e69');
      expect(problems).toEqual([]);
    });
  }
});
