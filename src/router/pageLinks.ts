import { cartPath, homePath, privacyPolicyPath, sitemapPath, termsPath } from './storeLinks.atBuild';
import type { StoreLink } from './storeScreens';

/*
 * The links to the store's screens outside the catalogue, with the catalogue keys of their names:
 * for the footer and the sitemap, which come after the first screen (the paths themselves are in
 * storeLinks.atBuild.ts, which the router and the header read at start-up).
 */
export const homeLink: StoreLink = { path: homePath, label: 'common.nav.home' };
export const cartLink: StoreLink = { path: cartPath, label: 'chrome.nav.cart' };
export const sitemapLink: StoreLink = { path: sitemapPath, label: 'chrome.nav.sitemap' };
export const LEGAL_LINKS: readonly StoreLink[] = [
  { path: privacyPolicyPath, label: 'chrome.nav.privacy' },
  { path: termsPath, label: 'chrome.nav.terms' },
];
