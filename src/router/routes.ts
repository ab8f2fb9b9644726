import { lazy, type ComponentType } from 'react';
import HomePage from '../pages/HomePage';

/**
 * Spec §2: every route of the store. Home is in the main chunk (it is the landing screen and
 * makes no server call); every other screen is its own lazy chunk. Paths not listed, `/error`
 * included, show the error page (see Storefront).
 */
export interface StoreRoute {
  path: string;
  Page: ComponentType;
}

export const ErrorPage = lazy(() => import('../pages/ErrorPage'));

export const storeRoutes: StoreRoute[] = [
  { path: '/', Page: HomePage },
  { path: '/cart', Page: lazy(() => import('../pages/CartPage')) },
  { path: '/checkups', Page: lazy(() => import('../pages/CheckupsPage')) },
  { path: '/package', Page: lazy(() => import('../pages/ExclusivePackagesPage')) },
  { path: '/product', Page: lazy(() => import('../pages/ProductPage')) },
  { path: '/single-test', Page: lazy(() => import('../pages/SingleTestsPage')) },
  { path: '/woman-care', Page: lazy(() => import('../pages/WomenCarePage')) },
  { path: '/men-care', Page: lazy(() => import('../pages/MenCarePage')) },
  { path: '/special-care', Page: lazy(() => import('../pages/SpecialCarePage')) },
  { path: '/vital-organ', Page: lazy(() => import('../pages/VitalOrganPage')) },
  { path: '/lifestyle-health-checkup', Page: lazy(() => import('../pages/LifestylePage')) },
  { path: '/sitemap', Page: lazy(() => import('../pages/SitemapPage')) },
  { path: '/privacy-policy', Page: lazy(() => import('../pages/PrivacyPolicyPage')) },
  { path: '/terms-and-conditions', Page: lazy(() => import('../pages/TermsPage')) },
  { path: '/error', Page: ErrorPage },
];
