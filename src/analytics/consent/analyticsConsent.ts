import { installLabConsent, type ConsentChoice, type ConsentPage } from '../../consent/labConsent';
import { consentModeChoice } from './consentModeChoice';
import { followTcf } from './tcfChoice';

/**
 * Whether the page's host asks for consent before analytics (`required`, the default) or has
 * dealt with it upstream (`not-required`: `consent="not-required"` on the bridge's script tag, or
 * `window.labAnalytics = { consent: 'not-required' }`).
 */
export type AnalyticsConsentSetting = 'required' | 'not-required';

export interface ConsentSources extends ConsentPage {
  dataLayer?: unknown;
  __tcfapi?: unknown;
}

/**
 * Whether analytics may be sent right now, asked at each commerce event so that a change applies
 * to the next one and an event made before consent is dropped, never kept for later. The sources a
 * host may have: Google's Consent Mode in the data layer, an IAB TCF platform, and
 * `window.labConsent`. One that says `granted` allows it, unless another says `denied`: a refusal
 * anywhere wins, and with no signal at all nothing is sent.
 */
export function analyticsConsent(page: ConsentSources, setting: AnalyticsConsentSetting): () => boolean {
  if (setting === 'not-required') return () => true;
  const labConsent = installLabConsent(page);
  let tcf: ConsentChoice | undefined;
  followTcf(page.__tcfapi, (choice) => {
    tcf = choice;
  });
  return () => {
    const choices = [consentModeChoice(page.dataLayer), tcf, labConsent.choice('analytics')];
    return choices.includes('granted') && !choices.includes('denied');
  };
}
