import type { MessageKey } from '../i18n';

/** A page of the store and the catalogue key of its link text. */
export interface StoreLink {
  path: string;
  label: MessageKey;
}

export const HOME_LINK: StoreLink = { path: '/', label: 'nav.home' };

/** The catalogue screens of spec §2, in the order the header and the sitemap list them. */
export const CATALOGUE_LINKS: readonly StoreLink[] = [
  { path: '/checkups', label: 'nav.checkups' },
  { path: '/package', label: 'nav.exclusive' },
  { path: '/single-test', label: 'nav.singleTests' },
  { path: '/woman-care', label: 'nav.womenCare' },
  { path: '/men-care', label: 'nav.menCare' },
  { path: '/special-care', label: 'nav.specialCare' },
  { path: '/vital-organ', label: 'nav.vitalOrgan' },
  { path: '/lifestyle-health-checkup', label: 'nav.lifestyle' },
];

export const LEGAL_LINKS: readonly StoreLink[] = [
  { path: '/privacy-policy', label: 'nav.privacy' },
  { path: '/terms-and-conditions', label: 'nav.terms' },
];

export const SITEMAP_LINK: StoreLink = { path: '/sitemap', label: 'nav.sitemap' };
