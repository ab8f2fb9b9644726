import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';

/** A path into shadow roots, outermost host first: `['lab-storefront', 'main']`. */
export type ShadowPath = [string, string, ...string[]];

/** The most one axe run may take, added to the test's time-out. */
const axeRunTime = 30_000;

/** The routed screen of `lab-storefront`. */
export const storeScreen: ShadowPath = ['lab-storefront', 'main'];

/**
 * axe-core in a document, once: as @axe-core/playwright's legacy mode configures it (frames of the
 * same origin only, the only frames these pages have). That library sent axe's 550 kB source into
 * the page twice a run and configured it again, each time; a document keeps it here until the page
 * navigates. Measured on a quiet two-core machine: 90 ms of the page's CPU an injection, against
 * 250-400 ms for a scan of a store screen.
 */
const injection = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    // A frame that is gone or never answers is left out, as @axe-core/playwright leaves it.
    if (!present) await frame.evaluate(injection).catch(() => undefined);
  }
}

/** What `include` names, as axe's context; undefined for the whole document. */
function axeContext(include?: string | ShadowPath | ShadowPath[]): axe.ElementContext | undefined {
  if (include === undefined) return undefined;
  if (typeof include === 'string') return { include: [include] };
  const paths = (Array.isArray(include[0]) ? include : [include]) as ShadowPath[];
  return { include: paths.map((path) => ({ fromShadowDom: path })) };
}

/**
 * The violations axe finds on the page (shadow roots and same-origin frames included), or only in
 * `include`: a selector, a path into shadow roots such as a screen's `main` or an open dialog, or
 * several paths. Only violations are gathered: axe skips collecting the nodes of every rule that passed.
 */
async function axeViolations(page: Page, include?: string | ShadowPath | ShadowPath[]): Promise<axe.Result[]> {
  // Axe over a whole store takes a few seconds on a quiet machine and ten times that on a busy one
  // (the browser tests share CI's two cores with the example apps' builds): each run adds its own
  // time to the test's, so a test is not cut off for what the run costs rather than for a fault.
  test.info().setTimeout(test.info().timeout + axeRunTime);
  await injectAxe(page);
  // In and out as JSON: axe's own types are too deep for Playwright's serialisable ones.
  const request = JSON.stringify({ context: axeContext(include), options: { resultTypes: ['violations'] } satisfies axe.RunOptions });
  const violations = await page.evaluate(async (json) => {
    const { context, options } = JSON.parse(json) as { context?: axe.ElementContext; options: axe.RunOptions };
    const results = await (window as unknown as { axe: typeof axe }).axe.run(context ?? document, options);
    return JSON.stringify(results.violations);
  }, request);
  return JSON.parse(violations) as axe.Result[];
}

/** Fails naming each violation (its rule, impact, help and first five places) when there is any. */
function expectNone(violations: readonly axe.Result[]): void {
  const found = violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5),
  }));
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

/** Runs axe (as `axeViolations`) and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string | ShadowPath | ShadowPath[]): Promise<void> {
  expectNone((await axeViolations(page, include)).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'));
}

/** Runs axe on the whole page and fails on any violation, whatever its impact. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  expectNone(await axeViolations(page));
}
