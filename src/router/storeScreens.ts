import type { MessageKey } from '../i18n';

/** A page of the store and the catalogue key of its link text. */
export interface StoreLink {
  path: string;
  label: MessageKey;
}

/*
 * Every screen of spec §2, written once: its path in the store's hash and, for the catalogue
 * screens (which the header's menu names at start-up), the catalogue key of that name; the other
 * screens' link names come with the footer and the sitemap (pageLinks.ts), after the first
 * screen. The store's router pairs each path with its view
 * (src/elements/lab-storefront/screens/storeRoutes.ts); the header's menu, the footer, the
 * sitemap, the error page's popular pages and Home's links read their paths and names here.
 * One constant each rather than one object: the minifier shortens their names, not an object's keys.
 */
export const homePath = '/';
export const checkupsScreen: StoreLink = { path: '/checkups', label: 'chrome.nav.checkups' };
export const exclusivePackagesScreen: StoreLink = { path: '/package', label: 'chrome.nav.exclusive' };
export const singleTestsScreen: StoreLink = { path: '/single-test', label: 'chrome.nav.singleTests' };
export const womenCareScreen: StoreLink = { path: '/woman-care', label: 'chrome.nav.womenCare' };
export const menCareScreen: StoreLink = { path: '/men-care', label: 'chrome.nav.menCare' };
export const specialCareScreen: StoreLink = { path: '/special-care', label: 'chrome.nav.specialCare' };
export const vitalOrganScreen: StoreLink = { path: '/vital-organ', label: 'chrome.nav.vitalOrgan' };
export const lifestyleScreen: StoreLink = { path: '/lifestyle-health-checkup', label: 'chrome.nav.lifestyle' };
export const cartPath = '/cart';
export const productPath = '/product';
export const sitemapPath = '/sitemap';
export const privacyPolicyPath = '/privacy-policy';
export const termsPath = '/terms-and-conditions';
export const errorPath = '/error';

/** The catalogue screens, in the order the header and the sitemap list them. */
export const CATALOGUE_LINKS: readonly StoreLink[] = [
  checkupsScreen,
  exclusivePackagesScreen,
  singleTestsScreen,
  womenCareScreen,
  menCareScreen,
  specialCareScreen,
  vitalOrganScreen,
  lifestyleScreen,
];
