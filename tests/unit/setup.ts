import { cleanup, configure } from '@testing-library/react';
import { act } from 'react';
import { afterAll, afterEach, vi } from 'vitest';
import { throwOnUnexpectedConsole } from './support/consoleFailures';
import { stopReadersLeftByTheTest } from './support/pageListeningStores';
import './support/registerAllMessages';
import { resetApiBase, resetStores } from './support/resetStores';

// A failed read is retried after a short pause (src/api/networkSettings.ts): here a short one, so
// the tests of a server that answers 500 do not wait a second for it. Tests of the rules set more.
globalThis.labStorefrontNetwork = { retryDelay: 10 };

// Testing Library's waits give up after 1 s by default; a busy two-core machine (npm test runs the
// browser tests beside these) took over 5 s to bring Home's lazy footer in happy-dom. What is
// waited for is the same, only the patience is longer.
configure({ asyncUtilTimeout: 15_000 });

// Files that opt into the node environment (the API client's) have no page to clean.
const hasPage = typeof document !== 'undefined';

/** Takes everything off the page, letting React unmount what it rendered. */
async function emptyPage(): Promise<void> {
  cleanup();
  // Removing custom elements unmounts their React roots a microtask later: let that happen in act.
  await act(async () => {
    document.body.innerHTML = '';
    await Promise.resolve();
  });
}

const pageOrigin = hasPage ? location.origin : '';

/** Storage, the address and the root element's language as a new page has them. */
function resetPageState(): void {
  // replaceState cannot bring back an origin: a test that navigated the shared page away (a
  // link followed) would leave every later file without a base for relative addresses.
  if (location.origin === 'null') {
    const leftAt = location.href;
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(pageOrigin);
    throw new Error(`The test left the page at ${leftAt}; stub the navigation it made.`);
  }
  localStorage.clear();
  // The visit's partner lives in sessionStorage: a test's partner must not credit the next one.
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
}

/**
 * Every unit file runs in one page with one module registry (vitest.config.ts, `isolate: false`),
 * so after each test the page is put back as a new one would have it: the real clock, nothing
 * mounted, no store left listening, every store as loaded (a message's timer outlives its test:
 * with no message left, it changes nothing in the next), empty storage.
 */
afterEach(async () => {
  vi.useRealTimers();
  if (hasPage) await emptyPage();
  stopReadersLeftByTheTest();
  act(() => resetStores());
  if (hasPage) resetPageState();
  throwOnUnexpectedConsole();
});

afterAll(resetApiBase);
