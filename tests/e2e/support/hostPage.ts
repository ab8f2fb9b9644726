import type { Page } from '@playwright/test';

/** Console warnings and errors, and uncaught exceptions, of a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/** Adds widget files and elements to the clinic page, as another partner page would. */
export async function addWidgets(page: Page, files: string[], html: string): Promise<void> {
  await page.evaluate(
    async ({ urls, markup }) => {
      for (const url of urls) await import(url);
      document.querySelector('main')?.insertAdjacentHTML('beforeend', markup);
    },
    { urls: files, markup: html },
  );
}

/** Whether the element still shows its server-rendered first screen (its script has not taken over). */
export const showsSnapshot = (page: Page, tag: string): Promise<boolean> =>
  page.evaluate((name) => Boolean(document.querySelector(name)?.shadowRoot?.querySelector('[data-lab-snapshot]')), tag);
