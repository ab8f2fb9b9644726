import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { scriptTags } from '../../docs/.vitepress/theme/builder/snippets';
import { collectProblems } from './support/hostPage';
import { builtIntegrity, serveVersionedCdn, versionedCdnBase } from './support/packageCdn';

/**
 * The snippets of the docs load the package's files from a CDN address with the version in it,
 * with Subresource Integrity hashes: the entry's in its `integrity` attribute, its chunks' in an
 * import map (docs/guide/installing.md). Chromium runs the published files and refuses a file
 * changed by one byte.
 */
const partnerPage = 'https://partner.example/clinic.html';
const badgeFile = 'widgets/lab-cart-badge.js';

/** A partner's page on its own origin holding nothing but `snippet`. */
async function partnerPageWith(context: BrowserContext, snippet: string): Promise<{ page: Page; problems: string[] }> {
  await context.route(partnerPage, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Clinic</title></head><body>${snippet}</body></html>`,
    }),
  );
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(partnerPage);
  return { page, problems };
}

const badgeSnippet = [...scriptTags(versionedCdnBase, badgeFile, builtIntegrity), '<lab-cart-badge></lab-cart-badge>'].join('\n');
const isDefined = (page: Page) => page.evaluate(() => customElements.get('lab-cart-badge') !== undefined);

// A file of the CDN may still be on its way when a test ends: the context closes without it.
test.afterEach(({ context }) => context.unrouteAll({ behavior: 'ignoreErrors' }));

test("the element page's snippet loads the versioned files, and the browser accepts their hashes", async ({ page, context, baseURL }) => {
  await serveVersionedCdn(context, baseURL ?? '');
  await page.goto('/docs/elements/lab-cart-badge.html');
  const snippet = (await page.locator('h2:has-text("Load it") + div pre').textContent()) ?? '';
  expect(snippet).toContain(`<script type="module" src="${versionedCdnBase}${badgeFile}" integrity="${builtIntegrity.files[badgeFile]}" crossorigin="anonymous"></script>`);
  expect(snippet).toContain('<script type="importmap">');

  const partner = await partnerPageWith(context, snippet);
  await expect.poll(() => isDefined(partner.page)).toBe(true);
  await expect(partner.page.locator('lab-cart-badge').getByRole('link')).toBeVisible();
  expect(partner.problems).toEqual([]);
});

test('a chunk changed on the CDN is refused: the element stays undefined and the console says why', async ({ context, baseURL }) => {
  // The chunk the entry imports first (`import{…}from"../chunks/cart-….js"`): the page needs it at once.
  const chunk = /from"\.\.\/(chunks\/[\w-]+\.js)"/.exec(readFileSync(join(import.meta.dirname, '../../dist', badgeFile), 'utf8'))?.[1];
  if (!chunk || !builtIntegrity.imports[badgeFile]?.includes(chunk)) throw new Error(`${badgeFile}'s first import is not among its hashed chunks`);
  await serveVersionedCdn(context, baseURL ?? '', (path, text) => (path === chunk ? `${text}\n// changed` : text));
  const partner = await partnerPageWith(context, badgeSnippet);
  await expect.poll(() => partner.problems.join('\n')).toMatch(/integrity/i);
  expect(await isDefined(partner.page)).toBe(false);
});

test('an entry file changed on the CDN is refused the same way', async ({ context, baseURL }) => {
  await serveVersionedCdn(context, baseURL ?? '', (path, text) => (path === badgeFile ? `${text}\n// changed` : text));
  const partner = await partnerPageWith(context, badgeSnippet);
  await expect.poll(() => partner.problems.join('\n')).toMatch(/integrity/i);
  expect(await isDefined(partner.page)).toBe(false);
});
