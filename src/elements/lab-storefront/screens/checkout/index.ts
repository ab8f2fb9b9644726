import { loadPincodeResultTexts } from '../../../lab-pincode-checker';
import { apiTexts, cartTexts, lazyScreen, type TextsLoader } from '../lazyScreen';

const checkoutTexts: TextsLoader = () => import('../../texts/en/checkout');
const personalDataTexts: TextsLoader = () => import('../../texts/en/personalData');
const bookingSlotsTexts: TextsLoader = () => import('../../texts/en/bookingSlots');

export default lazyScreen(
  () => import('./CheckoutPage'),
  checkoutTexts,
  personalDataTexts,
  bookingSlotsTexts,
  // The pin-code checker's answer, whose words an address not served repeats (product §8).
  loadPincodeResultTexts,
  cartTexts,
  apiTexts,
);
