import { apiTexts, bookingsTexts, catalogueTexts, lazyScreen, type TextsLoader } from '../lazyScreen';

const bookingSlotsTexts: TextsLoader = () => import('../../texts/en/bookingSlots');

// Reschedule is step 3's time picker, with its own texts; a failed read's words are the catalogue's.
export default lazyScreen(() => import('./BookingsPage'), bookingsTexts, bookingSlotsTexts, catalogueTexts, apiTexts);
