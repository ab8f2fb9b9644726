import { ALL_SCREENS, STORE_SCREENS } from '../../../src/router/storeScreens';
import { englishAreas } from '../../unit/support/englishAreas';

/**
 * What a landing needs beyond the row, by view: the query of a screen that reads one, and the
 * heading of a screen that opens with what it reads (the cart is the logged-in visitor's, the
 * product the canned API's one test, labApi.ts). Every other screen opens with its row's title.
 */
const landingData: Readonly<Record<string, { query: string; heading?: string; attributes?: string }>> = {
  cart: { query: '?userId=u1' },
  product: { query: '?id=t1', heading: 'Basic Full Body Checkup' },
  // A store that takes bookings (interface §2 `booking`); without it the address shows the error page.
  checkout: { query: '', attributes: 'booking' },
  // Logged out, a booking's address asks for the login under My bookings' heading.
  booking: { query: '?id=b1', heading: 'My bookings', attributes: 'booking' },
  bookings: { query: '', attributes: 'booking' },
};

const englishText = (key: string) => Object.values(englishAreas).find((area) => key in area)?.[key];

/**
 * Every route of the store but Home, as the address a visitor lands on and the heading the screen
 * opens with: its row's title in English (router/storeScreens.ts), so a new row is tested without
 * an edit here.
 */
export const landingScreens: readonly { hash: string; heading: string; attributes: string }[] = ALL_SCREENS.filter(
  ({ path }) => path !== STORE_SCREENS.home.path,
).map(({ path, view, title }) => {
  const data = landingData[view];
  const heading = data?.heading ?? (title && englishText(title));
  if (heading === undefined) throw new Error(`${path} has no title in the route table to land on`);
  return { hash: `#${path}${data?.query ?? ''}`, heading, attributes: data?.attributes ?? '' };
});
