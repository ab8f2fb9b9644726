import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** What the review screenshots share: the two widths, and where the pictures go. */
export const sizes = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

mkdirSync('test-results/screens', { recursive: true });

/** One picture of the page as it stands, in `test-results/screens/<name>.png`. */
export async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}

/**
 * A long screen as screen-high pictures from the top down (`<name>-1.png`, `-2`, ...): Home's
 * lower sections are laid out only near the viewport (`content-visibility: auto`), so a single
 * full-page shot would show them blank.
 */
export async function shootScrolling(page: Page, path: (part: number) => string, parts = 6): Promise<void> {
  const { innerHeight, scrollHeight } = await page.evaluate(() => ({
    innerHeight: window.innerHeight,
    scrollHeight: document.documentElement.scrollHeight,
  }));
  const count = Math.min(parts, Math.ceil(scrollHeight / innerHeight));
  for (let part = 0; part < count; part += 1) {
    await page.evaluate((top) => window.scrollTo(0, top), part * innerHeight);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path(part + 1) });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
