import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * What the tests of a misbehaving API share (misbehaving-reads.spec.ts, misbehaving-writes.spec.ts):
 * every screen and widget that calls the API, against an API that never answers, answers slowly,
 * drops a connection once, answers 500 or malformed JSON, and a browser that goes offline and
 * back. Nothing spins past its time-out, the right message shows, Retry works once the API
 * answers, no error escapes, and a write reaches the server once. The time-outs are the client's
 * settings (src/api/networkSettings.ts), shortened here so that 20 s take 2.5 and 10 s take 2.
 */
export const network = { readTimeout: 2000, writeTimeout: 2500, searchTimeout: 1500, retryDelay: 200, retryAfterCap: 1000 };
/**
 * The longest a read may take to show its failure once asked: two attempts and the pause between
 * them, with room for a busy machine; a write: one attempt.
 */
export const readGivesUp = 2 * network.readTimeout + network.retryDelay + 2500;
export const writeGivesUp = network.writeTimeout + 2000;
/** A page and its screen's code may take a while to arrive on a busy machine: until the first call. */
export const asked = (seen: { count: number }) => expect.poll(() => seen.count, { timeout: 20_000 }).toBeGreaterThan(0);
export const shown = { timeout: 20_000 };

/**
 * For the file that calls it: every test's page takes the short time-outs, and a test fails when
 * an error escapes to the page. The machine these run on may be busy: the time-outs under test are
 * short, the pages' loads not.
 */
export function withShortTimeOutsAndNoUncaughtErrors(): void {
  test.describe.configure({ timeout: 90_000 });
  let errors: string[];
  test.beforeEach(async ({ page }) => {
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript((settings) => {
      window.labStorefrontNetwork = settings;
    }, network);
  });
  test.afterEach(() => {
    expect(errors, 'uncaught errors').toEqual([]);
  });
}

/** Requests to `path` (a glob) that the handler holds for ever, answers or drops; counted. */
export async function misbehave(page: Page, path: string, handle: (route: Route, count: number) => void | Promise<void>) {
  const seen = { count: 0 };
  await page.route(path, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    seen.count += 1;
    await handle(route, seen.count);
  });
  return seen;
}
export const never = () => undefined;
