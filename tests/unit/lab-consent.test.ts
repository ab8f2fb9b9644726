import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLabConsent, labConsentStorageKey, type ConsentPage, type LabConsent } from '../../src/consent/labConsent';

/** A page of its own: its `window.labConsent`, the browser's storage and its `storage` events. */
function consentPage(labConsent?: unknown, storage: Storage | undefined = localStorage) {
  const events = new EventTarget();
  const page: ConsentPage & Pick<EventTarget, 'dispatchEvent'> = {
    labConsent,
    localStorage: storage,
    addEventListener: (type, listener) => events.addEventListener(type, listener as EventListener),
    dispatchEvent: (event) => events.dispatchEvent(event),
  };
  return page;
}

/** A storage whose reads work and whose writes throw, as a full quota does. */
const fullStorage = Object.assign(Object.create(localStorage) as Storage, {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
});

afterEach(() => localStorage.clear());

describe('window.labConsent', () => {
  it('has no choice until the visitor makes one, then keeps it in localStorage under labConsent', () => {
    const labConsent = installLabConsent(consentPage());
    expect(labConsent.choice('analytics')).toBeUndefined();
    labConsent.grant('analytics');
    expect(labConsent.choice('analytics')).toBe('granted');
    expect(localStorage.getItem(labConsentStorageKey)).toBe('{"analytics":"granted"}');
    labConsent.deny('analytics');
    expect(labConsent.choice('analytics')).toBe('denied');
    expect(localStorage.getItem(labConsentStorageKey)).toBe('{"analytics":"denied"}');
  });

  it('reads a choice kept from an earlier visit, and ignores a stored value of another shape', () => {
    localStorage.setItem(labConsentStorageKey, '{"analytics":"denied"}');
    expect(installLabConsent(consentPage()).choice('analytics')).toBe('denied');
    for (const stored of ['{"analytics":"yes"}', 'granted', '[1]', 'null']) {
      localStorage.setItem(labConsentStorageKey, stored);
      expect(installLabConsent(consentPage()).choice('analytics')).toBeUndefined();
    }
  });

  it('makes the calls a host queued before it loaded, in their order, and keeps taking queued calls', () => {
    const page = consentPage([['grant', 'analytics'], ['deny', 'analytics'], ['grant', 'analytics']]);
    const labConsent = installLabConsent(page);
    expect(page.labConsent).toBe(labConsent);
    expect(labConsent.choice('analytics')).toBe('granted');
    labConsent.push(['deny', 'analytics']);
    expect(labConsent.choice('analytics')).toBe('denied');
  });

  it('is installed once per page: a second copy of the code finds the first one', () => {
    const page = consentPage();
    const first = installLabConsent(page);
    expect(installLabConsent(page)).toBe(first);
  });

  it('tells its listeners of each change, once, and stops when asked', () => {
    const labConsent = installLabConsent(consentPage());
    const listener = vi.fn();
    const stop = labConsent.subscribe(listener);
    labConsent.grant('analytics');
    labConsent.grant('analytics');
    expect(listener).toHaveBeenCalledOnce();
    stop();
    labConsent.deny('analytics');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('applies a choice made in another tab at once', () => {
    const page = consentPage();
    const labConsent = installLabConsent(page);
    const listener = vi.fn();
    labConsent.subscribe(listener);
    const fromAnotherTab = (newValue: string | null) =>
      page.dispatchEvent(new StorageEvent('storage', { key: labConsentStorageKey, newValue }));
    fromAnotherTab('{"analytics":"granted"}');
    expect(labConsent.choice('analytics')).toBe('granted');
    fromAnotherTab(null);
    expect(labConsent.choice('analytics')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a choice for the page where storage is blocked or full, and nothing throws', () => {
    for (const storage of [undefined, fullStorage]) {
      const labConsent: LabConsent = installLabConsent(consentPage(undefined, storage));
      expect(() => labConsent.grant('analytics')).not.toThrow();
      expect(labConsent.choice('analytics')).toBe('granted');
    }
  });

  it('warns about a purpose it does not know and records nothing for it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const labConsent = installLabConsent(consentPage());
    labConsent.push(['grant', 'marketing']);
    expect(warn).toHaveBeenCalledExactlyOnceWith('labConsent: unknown purpose "marketing"; the purposes are analytics.');
    expect(localStorage.getItem(labConsentStorageKey)).toBeNull();
  });
});
