import { analyticsConsent, type AnalyticsConsentSetting, type ConsentSources } from './consent/analyticsConsent';
import { ga4EventNames } from './ga4EventNames';
import { ga4Hit, type Ga4Hit } from './ga4Hit';
import { sendHit, type AnalyticsPage } from './sendHit';

/**
 * Set on a page whose events are already forwarded. `Symbol.for` gives every copy of the file the
 * same key, so a page that loads it twice (two addresses, or a copy re-bundled by the host app)
 * still forwards each event once.
 */
const forwarding: unique symbol = Symbol.for('@lab/storefront lab-analytics');

export interface BridgedPage extends AnalyticsPage, ConsentSources {
  /** Where the commerce events arrive: they bubble and are composed, so every one reaches it. */
  document: Pick<EventTarget, 'addEventListener'>;
  [forwarding]?: true;
}

/** The hit an event makes; a detail whose getters throw is malformed like any other. */
function hitOf(event: Event, name: Ga4Hit['event']): Ga4Hit | undefined {
  try {
    return ga4Hit(name, 'detail' in event ? event.detail : undefined);
  } catch {
    return undefined;
  }
}

/**
 * What `dist/lab-analytics.js` does (interface §2): forwards each commerce event of the page to its
 * gtag.js or Tag Manager, in Google Analytics 4's names and ecommerce form, while the visitor's
 * consent to analytics stands (consent/analyticsConsent.ts); an event without it is dropped and
 * nothing is written. It loads nothing; what the page's gtag or container then does is the page's.
 */
export function startAnalyticsBridge(page: BridgedPage, setting: AnalyticsConsentSetting): void {
  if (page[forwarding]) return;
  page[forwarding] = true;
  const consented = analyticsConsent(page, setting);
  for (const [labName, ga4Name] of Object.entries(ga4EventNames)) {
    page.document.addEventListener(labName, (event) => {
      if (!consented()) return;
      const hit = hitOf(event, ga4Name);
      if (hit) sendHit(page, hit);
    });
  }
}
