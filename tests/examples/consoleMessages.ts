import type { Page } from '@playwright/test';

/**
 * Every error and warning the page writes to its console, and every uncaught error: what a
 * developer of the host app would see in DevTools. The browser's own request for `/favicon.ico`,
 * which no example app links, is not the app's.
 */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const { url } = message.location();
    if (url && new URL(url).pathname === '/favicon.ico') return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}
