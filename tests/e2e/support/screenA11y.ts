import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on one part of the store (shadow roots pierced with `fromShadowDom`), failing on serious or
 * critical violations: a screen's `main`, or an open dialog. Scoping keeps a screen's check
 * about that screen; the whole page (header, footer) has its own checks in the chrome tests.
 */
export async function expectNoSeriousA11yViolationsIn(page: Page, path: string[]): Promise<void> {
  const results = await new AxeBuilder({ page }).include({ fromShadowDom: path }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** The routed screen of `lab-storefront`. */
export const storeScreen = ['lab-storefront', 'main'];
