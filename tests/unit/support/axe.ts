import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on what a component rendered (shadow roots included) and fails on any violation.
 * happy-dom lays nothing out, so the rules that need real boxes or colours (contrast, target
 * size, scrollable regions) are left to the browser tests, which run axe in Chromium.
 */
export async function expectNoAxeViolations(context: Element | Document = document): Promise<void> {
  const results = await axe.run(context, {
    rules: {
      'color-contrast': { enabled: false },
      'target-size': { enabled: false },
      'scrollable-region-focusable': { enabled: false },
    },
    resultTypes: ['violations'],
  });
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5),
  }));
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
