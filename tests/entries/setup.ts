import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { act } from 'react';
import { afterAll, afterEach } from 'vitest';
import { throwOnUnexpectedConsole } from '../unit/support/consoleFailures';

// No texts are registered here: each entry test sees only what its entry registers, and a text
// nobody registered logs the i18n layer's error, which fails the test.
afterEach(async () => {
  // Removing custom elements unmounts their React roots a microtask later: let that happen in act.
  await act(async () => {
    document.body.innerHTML = '';
    await Promise.resolve();
  });
  throwOnUnexpectedConsole();
});

// A store nobody reads any more lets go of its page listeners a moment later (nanostores'
// unmount delay): wait for that while the page still exists, or it runs after the test file's
// window is gone and throws there. The margin covers a busy machine, where the last React root
// lets go of its stores late (seen at load 15 with a 100 ms margin).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 1000)));
