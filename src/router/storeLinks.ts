import type { MessageKey } from '../i18n';

/** A page of the store and the catalogue key of its link text. */
export interface StoreLink {
  path: string;
  label: MessageKey;
}

export const HOME_LINK: StoreLink = { path: '/', label: 'common.nav.home' };

/** The catalogue screens of spec §2, in the order the header and the sitemap list them. */
export const CATALOGUE_LINKS: readonly StoreLink[] = [
  { path: '/checkups', label: 'chrome.nav.checkups' },
  { path: '/package', label: 'chrome.nav.exclusive' },
  { path: '/single-test', label: 'chrome.nav.singleTests' },
  { path: '/woman-care', label: 'chrome.nav.womenCare' },
  { path: '/men-care', label: 'chrome.nav.menCare' },
  { path: '/special-care', label: 'chrome.nav.specialCare' },
  { path: '/vital-organ', label: 'chrome.nav.vitalOrgan' },
  { path: '/lifestyle-health-checkup', label: 'chrome.nav.lifestyle' },
];

export const LEGAL_LINKS: readonly StoreLink[] = [
  { path: '/privacy-policy', label: 'chrome.nav.privacy' },
  { path: '/terms-and-conditions', label: 'chrome.nav.terms' },
];

export const SITEMAP_LINK: StoreLink = { path: '/sitemap', label: 'chrome.nav.sitemap' };
