import { cleanup, configure } from '@testing-library/react';
import { act } from 'react';
import { afterAll, afterEach } from 'vitest';
import { clearToasts } from '../../src/stores/toasts';
import { throwOnUnexpectedConsole } from './support/consoleFailures';
import { stopPageListeningStores } from './support/pageListeningStores';
import './support/registerAllMessages';

// A failed read is retried after a short pause (src/api/networkSettings.ts): here a short one, so
// the tests of a server that answers 500 do not wait a second for it. Tests of the rules set more.
globalThis.labStorefrontNetwork = { retryDelay: 10 };

// Testing Library's waits give up after 1 s by default; a busy two-core machine (npm test runs the
// browser tests beside these) took over 5 s to bring Home's lazy footer in happy-dom. What is
// waited for is the same, only the patience is longer.
configure({ asyncUtilTimeout: 15_000 });

afterEach(async () => {
  // Files that opt into the node environment (the API client's) have no DOM to clean.
  if (typeof document !== 'undefined') {
    cleanup();
    // Removing custom elements unmounts their React roots a microtask later: let that happen in act.
    await act(async () => {
      document.body.innerHTML = '';
      await Promise.resolve();
    });
    // A message's timer outlives its test: with no message left, it changes nothing in the next.
    act(() => clearToasts());
    localStorage.clear();
    // The visit's partner lives in sessionStorage: a test's partner must not credit the next one.
    sessionStorage.clear();
    location.hash = '';
  }
  throwOnUnexpectedConsole();
});

afterAll(stopPageListeningStores);
