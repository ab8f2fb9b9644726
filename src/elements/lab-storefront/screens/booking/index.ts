import { apiTexts, bookingsTexts, cartTexts, catalogueTexts, lazyScreen, productTexts } from '../lazyScreen';

// The cart's preparation list and a failed read's words come with the confirmation.
export default lazyScreen(() => import('./BookingPage'), bookingsTexts, cartTexts, productTexts, catalogueTexts, apiTexts);
