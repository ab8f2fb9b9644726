import { lazy, type ComponentType } from 'react';
import { registerMessages, type Messages } from '../../../i18n';
import HomePage from './HomePage';

/**
 * Spec §2: every route of the store. Home is in the main chunk (it is the landing screen and
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
/** What the server's calls say when they fail or succeed: the screens that make them show it. */
const apiTexts: TextsLoader = () => import('../../../i18n/en/api');

/**
 * A lazy screen whose chunk and English texts (the screen titles, and `texts`) load together, and
 * which shows once the same texts have arrived in every other language an element on the page
 * shows.
 */
function screen(
  load: () => Promise<{ default: ComponentType }>,
  ...texts: TextsLoader[]
): ComponentType {
  return lazy(async () => {
    const [module, ...areas] = await Promise.all([load(), ...[pagesTexts, ...texts].map((loadTexts) => loadTexts())]);
    await registerMessages(Object.assign({}, ...areas) as Record<string, Messages>);
    return module;
  });
}

export const ErrorPage = screen(() => import('./ErrorPage'), contentTexts);

const listing = (load: () => Promise<{ default: ComponentType }>) =>
  screen(load, catalogueTexts, productTexts, apiTexts);

export const storeRoutes: StoreRoute[] = [
  { path: '/', Page: HomePage },
  { path: '/cart', Page: screen(() => import('./CartPage'), catalogueTexts, productTexts, cartTexts, apiTexts) },
  { path: '/checkups', Page: listing(() => import('./CheckupsPage')) },
  { path: '/package', Page: listing(() => import('./ExclusivePackagesPage')) },
  { path: '/product', Page: listing(() => import('./ProductPage')) },
  { path: '/single-test', Page: listing(() => import('./SingleTestsPage')) },
  { path: '/woman-care', Page: listing(() => import('./WomenCarePage')) },
  { path: '/men-care', Page: listing(() => import('./MenCarePage')) },
  { path: '/special-care', Page: listing(() => import('./SpecialCarePage')) },
  { path: '/vital-organ', Page: listing(() => import('./VitalOrganPage')) },
  { path: '/lifestyle-health-checkup', Page: listing(() => import('./LifestylePage')) },
  { path: '/sitemap', Page: screen(() => import('./SitemapPage'), contentTexts) },
  { path: '/privacy-policy', Page: screen(() => import('./PrivacyPolicyPage'), contentTexts) },
  { path: '/terms-and-conditions', Page: screen(() => import('./TermsPage'), contentTexts) },
  { path: '/error', Page: ErrorPage },
];
