import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsPage } from '../../src/analytics/sendHit';
import { commerceItem, commerceItemsDetail } from '../../src/analytics/commerceItem';
import type { LabConsent } from '../../src/consent/labConsent';
import { dispatchLabEvent } from '../../src/elementRuntime/events/dispatchLabEvent';

// An entry file's test, among them: the bridge it starts listens to the page's document for the
// page's life (it has no stop), so it gets a page of its own.
const page = window as unknown as AnalyticsPage & { labConsent?: LabConsent };

/** Runs `widgets/lab-analytics.ts` as a fresh copy of the file, as a second script tag or a re-bundle would. */
async function loadEntry() {
  vi.resetModules();
  await import('../../widgets/lab-analytics');
}

describe('dist/lab-analytics.js', () => {
  it('forwards nothing before consent, then each event once when loaded twice', async () => {
    await loadEntry();
    await loadEntry();
    expect(page.dataLayer).toBeUndefined();

    const badge = document.createElement('lab-cart-badge');
    document.body.append(badge);
    const item = commerceItem({ _id: 't-3', name: 'Fasting Blood Sugar', category: 'Diabetes', price: 120 });
    dispatchLabEvent(badge, 'lab-remove-from-cart', commerceItemsDetail([item]));
    expect(page.dataLayer).toBeUndefined();

    page.labConsent?.grant('analytics');
    dispatchLabEvent(badge, 'lab-remove-from-cart', commerceItemsDetail([item]));

    expect(page.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'remove_from_cart', ecommerce: { currency: 'INR', value: 120, items: [item] } },
    ]);
  });
});
