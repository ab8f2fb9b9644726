import { STORE_SCREENS } from './storeScreens';

/*
 * The paths the widgets send a visitor to (the cart badge, the search box, the test card), and
 * the store's own redirects, from the route table (storeScreens.ts), computed while building
 * (build/evaluateAtBuild.ts): a module of its own, since every element's shared start-up carries
 * it, and with it none of the store's links and routes.
 */
export const cartPath = STORE_SCREENS.cart.path;
export const productPath = STORE_SCREENS.product.path;
export const checkupsPath = STORE_SCREENS.checkups.path;
export const myDataPath = STORE_SCREENS.myData.path;
export const errorPath = STORE_SCREENS.error.path;
export const checkoutPath = STORE_SCREENS.checkout.path;
export const bookingsPath = STORE_SCREENS.bookings.path;
export const bookingPath = STORE_SCREENS.booking.path;
