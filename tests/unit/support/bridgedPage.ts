import { startAnalyticsBridge, type BridgedPage } from '../../../src/analytics/analyticsBridge';
import type { AnalyticsConsentSetting } from '../../../src/analytics/consent/analyticsConsent';

/**
 * A page with the bridge started, whose events come from a button inside an element's shadow
 * root, as the store's do. Each test gets its own page, so no listener outlives it.
 */
export function bridgedPage(sources: Partial<BridgedPage> = {}, setting: AnalyticsConsentSetting = 'not-required') {
  const root = document.createElement('div');
  const host = document.createElement('div');
  const button = document.createElement('button');
  host.attachShadow({ mode: 'open' }).append(button);
  root.append(host);
  document.body.append(root);
  const page: BridgedPage = { document: root, ...sources };
  startAnalyticsBridge(page, setting);
  return { page, source: button };
}
