import { startAnalyticsBridge } from '../src/analytics/analyticsBridge';
import { analyticsConsentSetting } from '../src/analytics/consent/consentSetting';

/**
 * The optional script that sends the store's commerce events to the page's Google Analytics 4
 * (gtag.js) or Tag Manager once the visitor consents to analytics; defines no element, but
 * `window.labConsent`. `consent="not-required"` on its script tag, or
 * `window.labAnalytics = { consent: 'not-required' }`, forwards without asking.
 */
// On a server (an SSR framework importing the page's modules) there are no events to forward.
if (typeof window !== 'undefined') startAnalyticsBridge(window, analyticsConsentSetting(window, import.meta.url));
