import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { BundleIntegrity } from '../../../build/bundleIntegrity';

const root = join(import.meta.dirname, '../../..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

/** The address the docs' and the builder's snippets load the bundle from (docs/.vitepress/bundleRelease.ts). */
export const versionedCdnBase = `https://cdn.jsdelivr.net/npm/@lab/storefront@${version}/dist/`;

/** The hashes `npm run build` wrote for the bundle under test. */
export const builtIntegrity = JSON.parse(readFileSync(join(root, 'dist/integrity.json'), 'utf8')) as BundleIntegrity;

/**
 * The CDN as the published package would be served: each file of `versionedCdnBase` is the demo
 * server's `/dist/` file, with the CORS header a public CDN sends (a script with `integrity` and
 * `crossorigin` needs it). `change` alters a file's text on its way, as a compromised CDN would.
 */
export async function serveVersionedCdn(
  context: BrowserContext,
  demoOrigin: string,
  change: (path: string, text: string) => string = (_path, text) => text,
): Promise<void> {
  await context.route(`${versionedCdnBase}**`, async (route) => {
    const path = route.request().url().slice(versionedCdnBase.length);
    const response = await route.fetch({ url: `${demoOrigin}/dist/${path}` });
    const body = await response.body();
    await route.fulfill({
      status: response.status(),
      headers: { 'content-type': response.headers()['content-type'] ?? 'text/javascript', 'access-control-allow-origin': '*' },
      body: path.endsWith('.js') ? change(path, body.toString('utf8')) : body,
    });
  });
}
