import { atom, onMount } from 'nanostores';
import { isPartnerId } from '../../lib/partnerId';
import { lazySafeStorage } from '../browserStorage';

/** interface §2 browser storage: the visit's partner lives in `sessionStorage` under this key. */
const PARTNER_KEY = 'partner';

// Blocked storage must not break the store: the partner then lasts as long as the page.
const visitStorage = lazySafeStorage('sessionStorage');

function keptPartner(): string {
  const kept = visitStorage()[PARTNER_KEY];
  return kept !== undefined && isPartnerId(kept) ? kept : '';
}

/**
 * The partner that sent the visitor (interface §2 `partner`), `''` when none: from the `partner`
 * attribute of any element on the page, or `partner=` in the hash query the visitor landed with.
 * The latest one the visit met wins; it lasts for the visit (the tab's session).
 */
export const $partner = atom<string>('');

// Read once something reads the store, not on import.
onMount($partner, () => {
  $partner.set(keptPartner());
});

/** Keeps `id` as the visit's partner; returns false, keeping nothing, for a malformed id. */
export function keepPartner(id: string): boolean {
  if (!isPartnerId(id)) return false;
  visitStorage()[PARTNER_KEY] = id;
  $partner.set(id);
  return true;
}

/** Keeps the partner named by a store address's hash query (`#/cart?partner=clinic-7`), if any. */
export function keepPartnerFromHashQuery(search: string): void {
  const id = new URLSearchParams(search).get(PARTNER_KEY);
  if (id !== null) keepPartner(id);
}
