import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { svgDataUri } from '../../../build/inlineImages';

const root = new URL('../../../', import.meta.url);

/** The address at which the bundle shows its picture `src/images/{name}` (it is inlined). */
export function bundledImage(name: string): string {
  return svgDataUri(readFileSync(new URL(`src/images/${name}`, root), 'utf8'));
}

/**
 * Makes the bundle's picture `name` fail to load, as a broken file would: the bundle's scripts
 * reach the page with its inlined address swapped for one the server answers with 404.
 */
export async function breakBundledImage(page: Page, name: string): Promise<void> {
  const inlined = bundledImage(name);
  await page.route('**/dist/**/*.js', async (route) => {
    const file = new URL(`.${new URL(route.request().url()).pathname}`, root);
    const code = await readFile(file, 'utf8');
    await route.fulfill({ contentType: 'text/javascript', body: code.replaceAll(inlined, `/missing-images/${name}`) });
  });
}
