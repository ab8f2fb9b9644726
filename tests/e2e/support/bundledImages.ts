import type { Page } from '@playwright/test';

/** `hero-banner` of `hero-banner.svg`, as a pattern. */
const stem = (name: string) => name.replace(/\.svg$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The address at which the files pages load show their picture `src/images/{name}`: a file of its
 * own beside them, `dist/images/{name without .svg}-{hash}.svg`.
 */
export function bundledImage(name: string): RegExp {
  return new RegExp(`/dist/images/${stem(name)}-[\\w-]{8}\\.svg$`);
}

/** Makes the bundle's picture `name` fail to load, as a broken file would: its address answers 404. */
export async function breakBundledImage(page: Page, name: string): Promise<void> {
  await page.route(bundledImage(name), (route) => route.fulfill({ status: 404 }));
}
