import { storeRoutes } from '../../../src/elements/lab-storefront/screens/storeRoutes';
import { CATALOGUE_SCREENS, cartPath, homePath, productPath } from '../../../src/router/storeScreens';
import { englishAreas } from '../../unit/support/englishAreas';

/**
 * What the screens that are no listing open with (product §2), and the query a landing needs: the
 * cart is the logged-in visitor's, the product the canned API's one test (labApi.ts).
 */
const otherScreens: Readonly<Record<string, { query?: string; heading: string }>> = {
  [cartPath]: { query: '?userId=u1', heading: 'Your Cart' },
  [productPath]: { query: '?id=t1', heading: 'Basic Full Body Checkup' },
  '/sitemap': { heading: 'Sitemap' },
  '/privacy-policy': { heading: 'Privacy Policy' },
  '/terms-and-conditions': { heading: 'Terms and Conditions' },
  '/error': { heading: 'Oops! Something went wrong' },
};

const englishText = (key: string) => Object.values(englishAreas).find((area) => key in area)?.[key];

/**
 * Every route of the store but Home, as the address a visitor lands on and the heading the screen
 * opens with: a catalogue screen's is its row's title (router/storeScreens.ts), so a new row is
 * tested without an edit here; a new screen of another kind fails here until it says its heading.
 */
export const landingScreens: readonly { hash: string; heading: string }[] = storeRoutes
  .filter(({ path }) => path !== homePath)
  .map(({ path }) => {
    const listing = CATALOGUE_SCREENS.find((screen) => screen.path === path);
    const other = otherScreens[path];
    const heading = listing ? englishText(listing.title) : other?.heading;
    if (heading === undefined) throw new Error(`${path} says no heading in tests/entries/support/landingScreens.ts`);
    return { hash: `#${path}${other?.query ?? ''}`, heading };
  });
