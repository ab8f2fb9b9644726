import type { TestSelection } from '../domain/labTest';
import type { TabCategoryKind } from '../domain/tabCategory';
import type { MessageKey } from '../i18n';

/** A page of the store and the catalogue key of its link text. */
export interface StoreLink {
  path: string;
  label: MessageKey;
}

/** A screen of product §2: one row of the route table. */
export interface StoreScreen {
  /** Its address in the store's hash (`#/cart`); its query, if it reads one, is the view's. */
  path: string;
  /**
   * Its view: the folder `src/elements/lab-storefront/screens/<view>/`, whose `index.ts` is the
   * screen (a lazy chunk with the texts it shows, `lazyScreen`). The store's router finds it there.
   */
  view: string;
  /**
   * The heading it opens with, which the landing tests expect (in English); none where the
   * heading is what the screen shows (Home's banner; a product's name, from the tests' data).
   */
  title?: MessageKey;
  /** Its name in the links to it (the header's menu, the footer, the sitemap). */
  label?: MessageKey;
  /** Linked among the legal pages, at the end of the footer's and the sitemap's links. */
  legal?: true;
}

/** Where a plain listing's tests come from (product §2, §7): a category, or a selection. */
export type ListingSource =
  | { kind: 'category'; name: string }
  | { kind: 'selection'; selection: TestSelection };

/**
 * A catalogue screen of product §2: its heading and introduction, and either tabs from the server's
 * categories of one kind or one list with its own empty text (product §8). Every such row is the
 * one listing view, `screens/listing/`, and is linked in the header's menu.
 */
export type ListingScreen = StoreScreen & {
  view: 'listing';
  label: MessageKey;
  title: MessageKey;
  intro: MessageKey;
  /** A listing of single tests, whose cards offer no Compare box (product §10); every other listing lists packages. */
  singleTests?: true;
} & ({ tabs: TabCategoryKind } | { source: ListingSource; empty: MessageKey });

/*
 * The route table: every screen of product §2, each written once, in the order the store matches
 * them and the header and the sitemap list the catalogue screens. Adding a screen is a row here
 * and its view's folder. What the start-up reads of it (the routes, the links) is computed while
 * building (storeLinks.atBuild.ts), so that the rows' titles and sources stay in the lazy screens.
 */
export const STORE_SCREENS = {
  home: { path: '/', view: 'home', label: 'common.nav.home' },
  cart: { path: '/cart', view: 'cart', title: 'pages.cart.title', label: 'chrome.nav.cart' },
  product: { path: '/product', view: 'product', title: 'pages.product.title' },
  checkups: {
    path: '/checkups',
    view: 'listing',
    label: 'chrome.nav.checkups',
    title: 'pages.checkups.title',
    intro: 'catalogue.listing.intro.checkups',
    tabs: 'lessPrice',
  },
  exclusivePackages: {
    path: '/package',
    view: 'listing',
    label: 'chrome.nav.exclusive',
    title: 'pages.exclusive.title',
    intro: 'catalogue.listing.intro.exclusive',
    source: { kind: 'category', name: 'Exclusive' },
    empty: 'catalogue.listing.empty.exclusive',
  },
  singleTests: {
    path: '/single-test',
    view: 'listing',
    label: 'chrome.nav.singleTests',
    title: 'pages.singleTests.title',
    intro: 'catalogue.listing.intro.singleTests',
    source: { kind: 'selection', selection: 'Single Test' },
    empty: 'catalogue.listing.empty.singleTests',
    singleTests: true,
  },
  womenCare: {
    path: '/woman-care',
    view: 'listing',
    label: 'chrome.nav.womenCare',
    title: 'pages.womenCare.title',
    intro: 'catalogue.listing.intro.womenCare',
    tabs: 'women',
  },
  menCare: {
    path: '/men-care',
    view: 'listing',
    label: 'chrome.nav.menCare',
    title: 'pages.menCare.title',
    intro: 'catalogue.listing.intro.menCare',
    tabs: 'men',
  },
  specialCare: {
    path: '/special-care',
    view: 'listing',
    label: 'chrome.nav.specialCare',
    title: 'pages.specialCare.title',
    intro: 'catalogue.listing.intro.specialCare',
    source: { kind: 'selection', selection: 'Special Care Packages' },
    empty: 'catalogue.listing.empty.specialCare',
  },
  vitalOrgan: {
    path: '/vital-organ',
    view: 'listing',
    label: 'chrome.nav.vitalOrgan',
    title: 'pages.vitalOrgan.title',
    intro: 'catalogue.listing.intro.vitalOrgan',
    tabs: 'organ',
  },
  lifestyle: {
    path: '/lifestyle-health-checkup',
    view: 'listing',
    label: 'chrome.nav.lifestyle',
    title: 'pages.lifestyle.title',
    intro: 'catalogue.listing.intro.lifestyle',
    tabs: 'lifestyle',
  },
  myData: { path: '/my-data', view: 'myData', title: 'pages.myData.title' },
  sitemap: { path: '/sitemap', view: 'sitemap', title: 'pages.sitemap.title', label: 'chrome.nav.sitemap' },
  privacyPolicy: {
    path: '/privacy-policy',
    view: 'privacyPolicy',
    title: 'pages.privacy.title',
    label: 'chrome.nav.privacy',
    legal: true,
  },
  terms: { path: '/terms-and-conditions', view: 'terms', title: 'pages.terms.title', label: 'chrome.nav.terms', legal: true },
  /** With `lab-storefront`'s `booking` only (interface §2): the cart's tests, or `?test=` one test alone. */
  checkout: { path: '/checkout', view: 'checkout', title: 'pages.checkout.title' },
  /** With `booking` only: a booked visit's confirmation, by `?id=`; its heading says what became of it. */
  booking: { path: '/booking', view: 'booking' },
  /** With `booking` only: the visitor's bookings, linked from the header's account menu. */
  bookings: { path: '/bookings', view: 'bookings', title: 'pages.bookings.title' },
  /** Also what an address no row has shows. */
  error: { path: '/error', view: 'error', title: 'pages.error.title' },
} as const satisfies Readonly<Record<string, StoreScreen | ListingScreen>>;

export type StoreScreenName = keyof typeof STORE_SCREENS;

const rows: readonly (StoreScreen | ListingScreen)[] = Object.values(STORE_SCREENS);

const isListing = (screen: StoreScreen | ListingScreen): screen is ListingScreen => screen.view === 'listing';

/** The catalogue screens, in the order the header and the sitemap list them. */
export const CATALOGUE_SCREENS: readonly ListingScreen[] = rows.filter(isListing);

/** Every row, in the order the store's router matches them. */
export const ALL_SCREENS: readonly StoreScreen[] = rows;

/** The row of a path of the table (a view reads its title there). */
export function storeScreenAt(path: string): StoreScreen {
  const screen = rows.find((row) => row.path === path);
  if (!screen) throw new Error(`${path} is no row of the route table (router/storeScreens.ts)`);
  return screen;
}

/** The catalogue key of a screen's title, from its row (a view with a title shows it so). */
export function titleOf(path: string): MessageKey {
  const { title } = storeScreenAt(path);
  if (!title) throw new Error(`${path} has no title in the route table (router/storeScreens.ts)`);
  return title;
}
