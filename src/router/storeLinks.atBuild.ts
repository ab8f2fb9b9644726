import * as screens from './storeScreens';

/*
 * What the store's start-up reads of the screen table (storeScreens.ts): every path, and each
 * catalogue screen as a link (its path and the catalogue key of its name), for the header's
 * menu, the footer, the sitemap and Home. Computed while building (build/evaluateAtBuild.ts), so
 * that a start-up chunk carries the links and not the rows' titles, introductions and sources,
 * which only the lazy listing screen reads.
 */
const linkOf = ({ path, label }: screens.StoreLink): screens.StoreLink => ({ path, label });

export const { homePath, cartPath, productPath, sitemapPath, privacyPolicyPath, termsPath, errorPath, checkoutPath } = screens;
export const { bookingPath, bookingsPath } = screens;
export const checkupsLink = linkOf(screens.checkupsScreen);
export const womenCareLink = linkOf(screens.womenCareScreen);
export const menCareLink = linkOf(screens.menCareScreen);
export const vitalOrganLink = linkOf(screens.vitalOrganScreen);
export const lifestyleLink = linkOf(screens.lifestyleScreen);

/** The catalogue screens' links, in the order the header and the sitemap list them. */
export const CATALOGUE_LINKS: readonly screens.StoreLink[] = screens.CATALOGUE_SCREENS.map(linkOf);
