import { createElement, type ComponentType } from 'react';
import { retryableLazy } from '../../../components/retryableLazy';
import { registerMessages, type Messages } from '../../../i18n';
import HomePage from './HomePage';
import * as screens from '../../../router/storeLinks.atBuild';

/**
 * Product §2: every route of the store. Home is in the main chunk (it is the landing screen and
 * makes no server call); every other screen is a lazy chunk that arrives with the texts it
 * needs. Paths not listed, `/error` included, show the error page (see Storefront).
 */
export interface StoreRoute {
  path: string;
  Page: ComponentType;
}

/** Loads one English area module (`{ cart: {...} }`, named as its file). */
type TextsLoader = () => Promise<Readonly<Record<string, Messages>>>;

const pagesTexts: TextsLoader = () => import('../texts/en/pages');
const catalogueTexts: TextsLoader = () => import('../../../i18n/en/catalogue');
const productTexts: TextsLoader = () => import('../../../i18n/en/product');
const cartTexts: TextsLoader = () => import('../texts/en/cart');
const contentTexts: TextsLoader = () => import('../texts/en/content');
const compareTexts: TextsLoader = () => import('../texts/en/compareMarks');
/** What the server's calls say when they fail or succeed: the screens that make them show it. */
const apiTexts: TextsLoader = () => import('../../../i18n/en/api');

/**
 * A lazy screen whose chunk and English texts (the screen titles, and `texts`) load together, and
 * which shows once the same texts have arrived in every other language an element on the page
 * shows. A load that failed is tried again at the screen's next render.
 */
function screen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  ...texts: TextsLoader[]
): ComponentType<Props> {
  return retryableLazy(async () => {
    const [module, ...areas] = await Promise.all([load(), ...[pagesTexts, ...texts].map((loadTexts) => loadTexts())]);
    await registerMessages(Object.assign({}, ...areas) as Record<string, Messages>);
    return module;
  });
}

export const ErrorPage = screen(() => import('./ErrorPage'), contentTexts);

/**
 * What a screen of the catalogue shows: its tests, with their prices and the server's messages,
 * and the marks and tray of the packages to compare.
 */
const catalogueScreen = <Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, ...more: TextsLoader[]) =>
  screen(load, catalogueTexts, productTexts, apiTexts, compareTexts, ...more);

/** One chunk for every catalogue screen, with its sort and filter: it finds its row of the screen table by its path. */
const ListingPage = catalogueScreen(() => import('./ListingPage'), () => import('../texts/en/listingChoices'));

const listingRoute = ({ path }: { path: string }): StoreRoute => ({
  path,
  Page: () => createElement(ListingPage, { path }),
});

export const storeRoutes: StoreRoute[] = [
  { path: screens.homePath, Page: HomePage },
  { path: screens.cartPath, Page: screen(() => import('./CartPage'), catalogueTexts, productTexts, cartTexts, apiTexts) },
  { path: screens.productPath, Page: catalogueScreen(() => import('./ProductPage')) },
  ...screens.CATALOGUE_LINKS.map(listingRoute),
  { path: screens.sitemapPath, Page: screen(() => import('./SitemapPage'), contentTexts) },
  { path: screens.privacyPolicyPath, Page: screen(() => import('./PrivacyPolicyPage'), contentTexts) },
  { path: screens.termsPath, Page: screen(() => import('./TermsPage'), contentTexts) },
  { path: screens.errorPath, Page: ErrorPage },
];
