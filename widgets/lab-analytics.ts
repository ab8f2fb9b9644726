import { startAnalyticsBridge } from '../src/analytics/analyticsBridge';

/**
 * The optional script that sends the store's commerce events to the page's Google Analytics 4
 * (gtag.js) or Tag Manager; defines no element.
 */
// On a server (an SSR framework importing the page's modules) there are no events to forward.
if (typeof window !== 'undefined') startAnalyticsBridge(window);
