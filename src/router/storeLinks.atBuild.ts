import { ALL_SCREENS, CATALOGUE_SCREENS, STORE_SCREENS, type StoreLink } from './storeScreens';

/*
 * The links of the route table (storeScreens.ts), a path and the catalogue key of its name, for
 * the header's menu, the footer, the sitemap and Home. Computed while building (build/evaluateAtBuild.ts),
 * so that a start-up chunk carries the links and not the rows' titles, introductions and sources,
 * which only the lazy screens read. The router reads storeRoutes.atBuild.ts, the widgets that
 * send a visitor to the store storePaths.atBuild.ts.
 */
const linkOf = ({ path, label }: StoreLink): StoreLink => ({ path, label });

/** The catalogue screens' links, in the order the header and the sitemap list them. */
export const CATALOGUE_LINKS: readonly StoreLink[] = CATALOGUE_SCREENS.map(linkOf);

/** The legal pages' links, last in the footer and the sitemap. */
export const LEGAL_LINKS: readonly StoreLink[] = ALL_SCREENS.flatMap((screen) =>
  screen.legal && screen.label ? [{ path: screen.path, label: screen.label }] : [],
);

// The screens another part links to by name (a bundle keeps only the ones it uses).
export const homeLink = linkOf(STORE_SCREENS.home);
export const cartLink = linkOf(STORE_SCREENS.cart);
export const sitemapLink = linkOf(STORE_SCREENS.sitemap);
export const checkupsLink = linkOf(STORE_SCREENS.checkups);
export const womenCareLink = linkOf(STORE_SCREENS.womenCare);
export const menCareLink = linkOf(STORE_SCREENS.menCare);
export const vitalOrganLink = linkOf(STORE_SCREENS.vitalOrgan);
export const lifestyleLink = linkOf(STORE_SCREENS.lifestyle);
