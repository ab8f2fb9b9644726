import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React's act() warnings are errors in waiting: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  location.hash = '';
});
