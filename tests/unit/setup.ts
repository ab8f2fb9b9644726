import { cleanup } from '@testing-library/react';
import { act } from 'react';
import { afterEach } from 'vitest';
import { throwOnUnexpectedConsole } from './support/consoleFailures';
import './support/registerAllMessages';

// A failed read is retried after a short pause (src/api/networkSettings.ts): here a short one, so
// the tests of a server that answers 500 do not wait a second for it. Tests of the rules set more.
globalThis.labStorefrontNetwork = { retryDelay: 10 };

afterEach(async () => {
  // Files that opt into the node environment (the API client's) have no DOM to clean.
  if (typeof document !== 'undefined') {
    cleanup();
    // Removing custom elements unmounts their React roots a microtask later: let that happen in act.
    await act(async () => {
      document.body.innerHTML = '';
      await Promise.resolve();
    });
    localStorage.clear();
    location.hash = '';
  }
  throwOnUnexpectedConsole();
});
