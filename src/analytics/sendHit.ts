import type { Ga4Hit } from './ga4Hit';

/** What the bridge uses of the page: its gtag.js function and Tag Manager's data layer, either may be absent. */
export interface AnalyticsPage {
  gtag?: unknown;
  dataLayer?: unknown;
}

type Gtag = (command: 'event', name: string, parameters: object) => void;

const isGtag = (value: unknown): value is Gtag => typeof value === 'function';

/**
 * Hands a hit to the page's own analytics, which applies the page's consent settings: to gtag.js
 * when the page has it, else to Tag Manager's data layer (created when missing, so a container
 * that loads later still finds the events). Nothing is sent to Google from here.
 */
export function sendHit(page: AnalyticsPage, hit: Ga4Hit): void {
  const { event, ecommerce, ...parameters } = hit;
  if (isGtag(page.gtag)) {
    page.gtag('event', event, { ...ecommerce, ...parameters });
    return;
  }
  page.dataLayer ??= [];
  const layer = page.dataLayer;
  if (!Array.isArray(layer)) return;
  // Tag Manager merges each push into what it already holds: clearing `ecommerce` first keeps the
  // previous event's items out of this one (developers.google.com/analytics/devguides/collection/ga4/ecommerce?client_type=gtm).
  if (ecommerce) layer.push({ ecommerce: null });
  layer.push(hit);
}
