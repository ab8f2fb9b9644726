import { expect, type Page, type Request } from '@playwright/test';

/** How long the page must have had no request in flight to count as quiet. */
const QUIET_MS = 150;

/**
 * The page's requests, followed from now on: `quiet()` waits until none is in flight and none has
 * started or ended for 150 ms. It stands for `waitForLoadState('networkidle')`, which waits
 * 500 ms of silence every time (the docs site's 35 pages and the pseudo-locale's 36 screens spent
 * over half a minute in those waits) and knows nothing of requests that started before it was
 * called. Call it before the navigation whose requests it should see.
 */
export function followRequests(page: Page): { quiet(): Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: () =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, {
          message: 'the page still had requests in flight',
          intervals: [50],
          timeout: 15_000,
        })
        .toBe(true),
  };
}
