import { cleanup } from '@testing-library/react';
import { act } from 'react';
import { afterEach } from 'vitest';
import './support/registerAllMessages';

// React's act() warnings are errors in waiting: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  // Files that opt into the node environment (the API client's) have no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  // Removing custom elements unmounts their React roots a microtask later: let that happen in act.
  await act(async () => {
    document.body.innerHTML = '';
    await Promise.resolve();
  });
  localStorage.clear();
  location.hash = '';
});
