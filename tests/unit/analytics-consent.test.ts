import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAnalyticsBridge, type BridgedPage } from '../../src/analytics/analyticsBridge';
import { commerceItem, commerceItemsDetail } from '../../src/analytics/commerceItem';
import { analyticsConsentSetting } from '../../src/analytics/consent/consentSetting';
import { installLabConsent, type LabConsent } from '../../src/consent/labConsent';
import { dispatchLabEvent } from '../../src/elementRuntime/events/dispatchLabEvent';
import { bridgedPage } from './support/bridgedPage';

const thyroid = commerceItem({ _id: 't-17', name: 'Thyroid Profile', category: 'Thyroid', price: 499 });
const added = commerceItemsDetail([thyroid]);
const hit = ['event', 'add_to_cart', { currency: 'INR', value: 499, items: [thyroid] }];

/** gtag's own snippet: each call pushes its `arguments` object to the data layer. */
function gtagSnippet() {
  const dataLayer: unknown[] = [];
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads only `arguments` objects as commands.
    dataLayer.push(arguments);
  }
  return { dataLayer, gtag };
}

/** The hits gtag was given: its `event` commands in the data layer. */
const hitsIn = (dataLayer: unknown[]) =>
  dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((command) => command[0] === 'event');

type ConsentedPage = BridgedPage & { labConsent: LabConsent };

/** A page whose host asks for consent, with the bridge started and a button in a shadow root to add from. */
function consentPage(sources: Partial<BridgedPage> = {}) {
  const { page, source } = bridgedPage(sources, 'required');
  return { page: page as ConsentedPage, add: () => dispatchLabEvent(source, 'lab-add-to-cart', added) };
}

afterEach(() => localStorage.clear());

describe("Google's Consent Mode", () => {
  it("with analytics_storage 'denied' sends nothing; after an update to 'granted' the next add is sent", () => {
    const { dataLayer, gtag } = gtagSnippet();
    gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' });
    const { add } = consentPage({ dataLayer, gtag });
    add();
    expect(hitsIn(dataLayer)).toEqual([]);
    gtag('consent', 'update', { analytics_storage: 'granted' });
    add();
    expect(hitsIn(dataLayer)).toEqual([hit]);
  });

  it("stops at once when an update withdraws it, and a later 'default' does not undo an update", () => {
    const { dataLayer, gtag } = gtagSnippet();
    gtag('consent', 'default', { analytics_storage: 'granted' });
    const { add } = consentPage({ dataLayer, gtag });
    add();
    gtag('consent', 'update', { analytics_storage: 'denied' });
    gtag('consent', 'default', { analytics_storage: 'granted' });
    add();
    expect(hitsIn(dataLayer)).toEqual([hit]);
  });

  it('reads only what gtag honours: a plain array in the data layer is no consent command', () => {
    const dataLayer: unknown[] = [['consent', 'default', { analytics_storage: 'granted' }]];
    const { page, add } = consentPage({ dataLayer });
    add();
    expect(page.dataLayer).toHaveLength(1);
  });
});

describe('an IAB TCF platform', () => {
  /** A platform's `__tcfapi` whose stored answer and later answers the test gives. */
  function tcfPlatform() {
    let listener: ((data: unknown, success: boolean) => void) | undefined;
    const __tcfapi = vi.fn((command: string, version: number, callback: (data: unknown, success: boolean) => void) => {
      if (command === 'addEventListener' && version === 2) listener = callback;
    });
    const answer = (eventStatus: string, consents: Record<number, boolean>, gdprApplies = true) =>
      listener?.({ gdprApplies, eventStatus, purpose: { consents } }, true);
    return { __tcfapi, answer };
  }

  it('sends once purposes 1 and 8 are consented, and stops when the visitor withdraws one', () => {
    const { __tcfapi, answer } = tcfPlatform();
    const dataLayer: unknown[] = [];
    const { add } = consentPage({ __tcfapi, dataLayer });
    add();
    answer('cmpuishown', {});
    add();
    answer('useractioncomplete', { 1: true, 8: true });
    add();
    answer('useractioncomplete', { 1: true, 8: false });
    add();
    expect(dataLayer.filter((push) => (push as { event?: string }).event === 'add_to_cart')).toHaveLength(1);
  });

  it('gives no signal where the platform says the GDPR does not apply', () => {
    const { __tcfapi, answer } = tcfPlatform();
    const { page, add } = consentPage({ __tcfapi });
    answer('tcloaded', { 1: true, 8: true }, false);
    add();
    expect(page.dataLayer).toBeUndefined();
  });
});

describe('window.labConsent', () => {
  it('with no signal at all sends nothing and writes nothing, not even a data layer', () => {
    const { page, add } = consentPage();
    add();
    expect(page.dataLayer).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('drops events made before the grant, never sending them later', () => {
    const gtag = vi.fn();
    const { page, add } = consentPage({ gtag });
    add();
    page.labConsent.grant('analytics');
    expect(gtag).not.toHaveBeenCalled();
    add();
    page.labConsent.deny('analytics');
    add();
    expect(gtag.mock.calls).toEqual([hit]);
  });

  it("takes a host's queued grant, and a choice kept from the visitor's last visit", () => {
    const gtag = vi.fn();
    consentPage({ gtag, localStorage, labConsent: [['grant', 'analytics']] }).add();
    expect(gtag).toHaveBeenCalledOnce();
    consentPage({ gtag, localStorage }).add();
    expect(gtag).toHaveBeenCalledTimes(2);
  });

  it("is the switch an element's file installed first, when the page loaded one", () => {
    const gtag = vi.fn();
    const labConsent = installLabConsent({});
    labConsent.grant('analytics');
    consentPage({ gtag, labConsent }).add();
    expect(gtag).toHaveBeenCalledOnce();
  });

  it('cannot override a refusal of another source: denied anywhere wins', () => {
    const { dataLayer, gtag } = gtagSnippet();
    gtag('consent', 'default', { analytics_storage: 'denied' });
    const { page, add } = consentPage({ dataLayer, gtag });
    page.labConsent.grant('analytics');
    add();
    expect(hitsIn(dataLayer)).toEqual([]);
  });
});

describe('the setting', () => {
  const script = (attributes: Record<string, string>) =>
    Object.assign(document.createElement('script'), attributes) as HTMLScriptElement;
  const url = 'https://cdn.example/dist/lab-analytics.js';

  it("is 'not-required' from the bridge's own script tag or window.labAnalytics, else 'required'", () => {
    const own = script({ src: url });
    own.setAttribute('consent', 'not-required');
    const other = script({ src: 'https://cdn.example/other.js' });
    other.setAttribute('consent', 'not-required');
    expect(analyticsConsentSetting({ document: { scripts: [own] } }, url)).toBe('not-required');
    expect(analyticsConsentSetting({ document: { scripts: [other, script({ src: url })] } }, url)).toBe('required');
    const none = { document: { scripts: [] } };
    expect(analyticsConsentSetting({ ...none, labAnalytics: { consent: 'not-required' } }, url)).toBe('not-required');
    expect(analyticsConsentSetting({ ...none, labAnalytics: { consent: 'none' } }, url)).toBe('required');
  });

  it("'not-required' forwards every event as before, whatever the sources say", () => {
    const { dataLayer, gtag } = gtagSnippet();
    gtag('consent', 'default', { analytics_storage: 'denied' });
    const root = document.createElement('div');
    document.body.append(root);
    startAnalyticsBridge({ document: root, dataLayer, gtag }, 'not-required');
    dispatchLabEvent(root, 'lab-add-to-cart', added);
    expect(hitsIn(dataLayer)).toEqual([hit]);
  });
});
