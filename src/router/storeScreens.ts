import type { TestSelection } from '../domain/labTest';
import type { TabCategoryKind } from '../domain/tabCategory';
import type { MessageKey } from '../i18n';

/** A page of the store and the catalogue key of its link text. */
export interface StoreLink {
  path: string;
  label: MessageKey;
}

/** Where a plain listing's tests come from (product §2, §7): a category, or a selection. */
export type ListingSource =
  | { kind: 'category'; name: string }
  | { kind: 'selection'; selection: TestSelection };

/**
 * A catalogue screen of product §2: its heading and introduction, and either tabs from the server's
 * categories of one kind or one list with its own empty text (product §8). The store renders
 * every row with one listing screen.
 */
export type ListingScreen = StoreLink & {
  title: MessageKey;
  intro: MessageKey;
} & ({ tabs: TabCategoryKind } | { source: ListingSource; empty: MessageKey });

/*
 * Every screen of product §2, written once: its path in the store's hash and, for a catalogue
 * screen, its link name and what the listing screen shows. One constant each rather than one
 * object: the minifier shortens their names, not an object's keys. What the store's start-up
 * reads of it (the paths and the links of the header's menu, the footer and Home) it reads from
 * storeLinks.atBuild.ts, computed while building, so that the rows' titles and sources stay with
 * the lazy listing screen (src/elements/lab-storefront/screens/ListingPage.tsx). The store's
 * router pairs each path with its view (src/elements/lab-storefront/screens/storeRoutes.ts).
 */
export const homePath = '/';
export const checkupsScreen: ListingScreen = {
  path: '/checkups',
  label: 'chrome.nav.checkups',
  title: 'pages.checkups.title',
  intro: 'catalogue.listing.intro.checkups',
  tabs: 'lessPrice',
};
export const exclusivePackagesScreen: ListingScreen = {
  path: '/package',
  label: 'chrome.nav.exclusive',
  title: 'pages.exclusive.title',
  intro: 'catalogue.listing.intro.exclusive',
  source: { kind: 'category', name: 'Exclusive' },
  empty: 'catalogue.listing.empty.exclusive',
};
export const singleTestsScreen: ListingScreen = {
  path: '/single-test',
  label: 'chrome.nav.singleTests',
  title: 'pages.singleTests.title',
  intro: 'catalogue.listing.intro.singleTests',
  source: { kind: 'selection', selection: 'Single Test' },
  empty: 'catalogue.listing.empty.singleTests',
};
export const womenCareScreen: ListingScreen = {
  path: '/woman-care',
  label: 'chrome.nav.womenCare',
  title: 'pages.womenCare.title',
  intro: 'catalogue.listing.intro.womenCare',
  tabs: 'women',
};
export const menCareScreen: ListingScreen = {
  path: '/men-care',
  label: 'chrome.nav.menCare',
  title: 'pages.menCare.title',
  intro: 'catalogue.listing.intro.menCare',
  tabs: 'men',
};
export const specialCareScreen: ListingScreen = {
  path: '/special-care',
  label: 'chrome.nav.specialCare',
  title: 'pages.specialCare.title',
  intro: 'catalogue.listing.intro.specialCare',
  source: { kind: 'selection', selection: 'Special Care Packages' },
  empty: 'catalogue.listing.empty.specialCare',
};
export const vitalOrganScreen: ListingScreen = {
  path: '/vital-organ',
  label: 'chrome.nav.vitalOrgan',
  title: 'pages.vitalOrgan.title',
  intro: 'catalogue.listing.intro.vitalOrgan',
  tabs: 'organ',
};
export const lifestyleScreen: ListingScreen = {
  path: '/lifestyle-health-checkup',
  label: 'chrome.nav.lifestyle',
  title: 'pages.lifestyle.title',
  intro: 'catalogue.listing.intro.lifestyle',
  tabs: 'lifestyle',
};
export const cartPath = '/cart';
export const productPath = '/product';
export const sitemapPath = '/sitemap';
export const privacyPolicyPath = '/privacy-policy';
export const termsPath = '/terms-and-conditions';
export const errorPath = '/error';
/** The checkout of a home collection (interface §2 `booking`): the cart's tests, or `?test=` one test alone. */
export const checkoutPath = '/checkout';
/** A booked visit's confirmation (`?id=`), and the visitor's bookings: the booking section of product §2. */
export const bookingPath = '/booking';
export const bookingsPath = '/bookings';

/** The catalogue screens, in the order the header and the sitemap list them. */
export const CATALOGUE_SCREENS: readonly ListingScreen[] = [
  checkupsScreen,
  exclusivePackagesScreen,
  singleTestsScreen,
  womenCareScreen,
  menCareScreen,
  specialCareScreen,
  vitalOrganScreen,
  lifestyleScreen,
];
