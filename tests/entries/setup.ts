import { act } from 'react';
import { afterAll, afterEach } from 'vitest';
import { throwOnUnexpectedConsole } from '../unit/support/consoleFailures';
import { stopPageListeningStores } from '../unit/support/pageListeningStores';

// No texts are registered here: each entry test sees only what its entry registers, and a text
// nobody registered logs the i18n layer's error, which fails the test.
afterEach(async () => {
  // A unit file that runs here in the node environment (vitest.config.ts) has no DOM to clean.
  if (typeof document !== 'undefined') {
    // Removing custom elements unmounts their React roots a microtask later: let that happen in act.
    await act(async () => {
      document.body.innerHTML = '';
      await Promise.resolve();
    });
  }
  throwOnUnexpectedConsole();
});

afterAll(stopPageListeningStores);
