import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** A path into shadow roots, outermost host first: `['lab-storefront', 'main']`. */
export type ShadowPath = [string, string, ...string[]];

/** The most one axe run may take, added to the test's time-out. */
const axeRunTime = 30_000;

/** The routed screen of `lab-storefront`. */
export const storeScreen: ShadowPath = ['lab-storefront', 'main'];

/**
 * An axe run on `page` that reports only violations (axe skips gathering the nodes of every rule
 * that passed). It runs in the page itself and in its same-origin frames (the only frames these
 * pages have): by default @axe-core/playwright opens a new blank page for every run, to merge
 * the frames' results where no page script can reach them, which took a new renderer process and
 * a second copy of axe a run (the language sweeps' 14 runs: 29.4 CPU-s with it, 25.4 without).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/**
 * Runs axe (shadow roots included) on the page, or only on `include` (a selector, a path into
 * shadow roots such as a screen's `main` or an open dialog, or several paths), and fails on
 * serious or critical violations.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  include?: string | ShadowPath | ShadowPath[],
): Promise<void> {
  // Axe over a whole store takes a few seconds on a quiet machine and ten times that on a busy one
  // (the browser tests share CI's two cores with the example apps' builds): each run adds its own
  // time to the test's, so a test is not cut off for what the run costs rather than for a fault.
  test.info().setTimeout(test.info().timeout + axeRunTime);
  let builder = axeOn(page);
  if (typeof include === 'string') builder = builder.include(include);
  else if (include) {
    const paths = (Array.isArray(include[0]) ? include : [include]) as ShadowPath[];
    for (const path of paths) builder = builder.include({ fromShadowDom: path });
  }
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
