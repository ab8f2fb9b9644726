import { cleanup } from '@testing-library/react';
import { act } from 'react';
import { afterEach } from 'vitest';
import { throwOnUnexpectedConsole } from './support/consoleFailures';
import './support/registerAllMessages';

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
