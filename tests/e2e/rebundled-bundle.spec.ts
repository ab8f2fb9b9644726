import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/sharedPage';
import { build } from 'vite';

const distStore = fileURLToPath(new URL('../../dist/lab-storefront.js', import.meta.url));
let host = '';

/**
 * A host app as a framework's starter builds it: Vite re-bundles our `dist/` modules into its own
 * `assets/` chunks, and copies nothing else of ours. The app is served under `/host-app/` on the
 * demo server's origin, so the store's API calls still reach the reference API.
 */
test.beforeAll(async () => {
  host = await mkdtemp(join(tmpdir(), 'lab-host-app-'));
  await writeFile(join(host, 'main.js'), `import ${JSON.stringify(relative(host, distStore))};\n`);
  await writeFile(
    join(host, 'index.html'),
    '<!doctype html><html lang="en"><title>Host app</title><body><lab-storefront></lab-storefront>' +
      '<script type="module" src="./main.js"></script></body></html>',
  );
  await build({ root: host, base: '/host-app/', logLevel: 'silent', configFile: false, build: { outDir: 'out' } });
});

test.afterAll(async () => {
  await rm(host, { recursive: true, force: true });
});

test('the bundle re-bundled by a host app shows every picture of Home and the footer', async ({ page }) => {
  await page.route('**/host-app/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/host-app\//, '') || 'index.html';
    const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }[extname(path)];
    const body = await readFile(join(host, 'out', path)).catch(() => undefined);
    await route.fulfill(body ? { body, contentType: type ?? 'application/octet-stream' } : { status: 404 });
  });
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText ?? ''})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} (${response.status()})`);
  });

  await page.goto('/host-app/');
  const store = page.locator('lab-storefront');
  await expect(store.getByRole('contentinfo')).toBeVisible();
  // Lazy pictures load as they come near the viewport: walk down to the footer.
  for (const image of await store.locator('img').all()) await image.scrollIntoViewIfNeeded();
  const images = store.locator('img');
  expect(await images.count()).toBeGreaterThan(10);
  await expect
    .poll(() =>
      images.evaluateAll((all: HTMLImageElement[]) =>
        all.filter((image) => !(image.complete && image.naturalWidth > 0)).map((image) => image.src.slice(0, 80)),
      ),
    )
    .toEqual([]);
  expect(failed).toEqual([]);
});
