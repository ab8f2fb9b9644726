import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with one page per worker, handed from test to test of the files that import
 * it, instead of a new context and page per test. Starting a page's renderer is most of what a
 * short browser test costs: measured on two busy cores, a test that opened a store screen took
 * 2.0 s in a new context (1.9 s in a new page of a kept context) and 0.5 s in a kept page, reload
 * included, since the bundle then comes from the page's own caches.
 *
 * Between tests the page is put back as a new one would be: the init scripts, exposed functions,
 * routes and listeners a test added are removed, other tabs it opened are closed, the origin's
 * local and session storage and the cookies are cleared, and the viewport and emulated media
 * return to the project's. A test that failed leaves its page behind: the next one starts a new
 * context. A test that asks for `context` (to open another tab) gets the kept page's. Tests that
 * need a context of their own, the clock, or a first visit with empty caches keep Playwright's
 * own `test`.
 */
interface KeptPage {
  context?: BrowserContext;
  page?: Page;
}

type Listener = (...args: unknown[]) => unknown;
type ListenerMethod = (this: Page, event: string, listener: Listener) => Page;
interface Removable {
  dispose(): Promise<void>;
}

/** Wraps the page's methods that add something, recording how to take each addition away. */
function recordAdditions(page: Page): () => Promise<void> {
  const removals: (() => Promise<void>)[] = [];
  const methods = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;
  // Read with Reflect.get: the methods are called on the page again below, never detached.
  const originals = new Map<string, unknown>(methods.map((name) => [name, Reflect.get(page, name)]));
  for (const name of methods) {
    const original = Reflect.get(page, name) as (this: Page, ...args: unknown[]) => Promise<Removable>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const added = await original.apply(page, args);
        removals.push(() => added.dispose());
        return added;
      },
    });
  }
  const on = Reflect.get(page, 'on') as ListenerMethod;
  const off = Reflect.get(page, 'off') as ListenerMethod;
  const listeners: [string, Listener][] = [];
  Object.assign(page, {
    on: (event: string, listener: Listener) => {
      listeners.push([event, listener]);
      return on.call(page, event, listener);
    },
  });
  return async () => {
    Object.assign(page, Object.fromEntries(originals), { on });
    for (const [event, listener] of listeners) off.call(page, event, listener);
    for (const remove of removals.reverse()) await remove();
  };
}

export const test = base.extend<object, { keptPage: KeptPage }>({
  keptPage: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its pattern.
    async ({}, provide) => {
      const kept: KeptPage = {};
      await provide(kept);
      await kept.context?.close();
    },
    { scope: 'worker' },
  ],

  context: async ({ page }, provide) => {
    await provide(page.context());
  },

  page: async ({ keptPage, browser, baseURL, viewport, reducedMotion }, provide, testInfo) => {
    if (!keptPage.page || keptPage.page.isClosed()) {
      await keptPage.context?.close();
      keptPage.context = await browser.newContext({ baseURL, viewport, reducedMotion });
      keptPage.page = await keptPage.context.newPage();
    }
    const page = keptPage.page;
    // The page was made for an earlier test: this one's `test.use({ viewport })` is set on it here.
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) await page.setViewportSize(viewport);
    const removeAdditions = recordAdditions(page);

    await provide(page);

    await removeAdditions();
    if (testInfo.status !== testInfo.expectedStatus) {
      await keptPage.context?.close();
      keptPage.page = undefined;
      return;
    }
    for (const other of page.context().pages()) if (other !== page) await other.close();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // An address of the origin that runs no script: the store's storage is cleared from there.
    await page.goto('/api/v1/between-tests');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ media: null, colorScheme: null, forcedColors: null, reducedMotion: reducedMotion ?? null });
  },
});
