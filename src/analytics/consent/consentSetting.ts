import type { AnalyticsConsentSetting } from './analyticsConsent';

/** What the setting is read from: the page's scripts and the global a host sets before the bridge loads. */
export interface SettingPage {
  labAnalytics?: unknown;
  document: { scripts: ArrayLike<HTMLScriptElement> };
}

const notRequired = 'not-required';

/**
 * `not-required` when the host says so on the bridge's own `<script>` tag (found by its address, as
 * a module script has no `document.currentScript`) or in `window.labAnalytics`; else `required`.
 */
export function analyticsConsentSetting(page: SettingPage, scriptUrl: string): AnalyticsConsentSetting {
  const global = page.labAnalytics;
  if (typeof global === 'object' && global !== null && (global as { consent?: unknown }).consent === notRequired) {
    return notRequired;
  }
  const ownTag = Array.from(page.document.scripts).find((script) => script.src === scriptUrl);
  return ownTag?.getAttribute('consent') === notRequired ? notRequired : 'required';
}
