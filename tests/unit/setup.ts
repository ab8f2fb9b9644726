import { cleanup } from '@testing-library/react';
import { act } from 'react';
import { format } from 'node:util';
import { afterEach } from 'vitest';
import './support/registerAllMessages';

// React's act() warnings are errors in waiting: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Any console error or warning fails the test that caused it (an act() warning, a failed
 * request nobody expected). A test that provokes one on purpose replaces the method with
 * `vi.spyOn(console, 'error').mockImplementation(...)` and asserts on the spy.
 */
const unexpected: string[] = [];
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    unexpected.push(`console.${level}: ${format(...args)}`);
    original(...args);
  };
}

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
  const found = unexpected.splice(0);
  if (found.length > 0) throw new Error(`Unexpected console output:\n${found.join('\n')}`);
});
