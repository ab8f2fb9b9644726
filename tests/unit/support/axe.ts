import axe from 'axe-core';
import { act } from 'react';
import { expect } from 'vitest';

/**
 * Runs axe on what a component rendered (shadow roots included) and fails on any violation.
 * happy-dom lays nothing out, so the rules that need real boxes or colours (contrast, target
 * size, scrollable regions) are left to the browser tests, which run axe in Chromium.
 */
export async function expectNoAxeViolations(context: Element | Document = document): Promise<void> {
  const options: axe.RunOptions = {
    rules: {
      'color-contrast': { enabled: false },
      'target-size': { enabled: false },
      'scrollable-region-focusable': { enabled: false },
    },
    resultTypes: ['violations'],
  };
  // Inside act: an answer that arrives while axe reads the page (a listing's banner, refused and
  // asked for again) is committed once axe is done, not under it and outside act (React warns).
  const results = await act(() => axe.run(context, options));
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5),
  }));
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
