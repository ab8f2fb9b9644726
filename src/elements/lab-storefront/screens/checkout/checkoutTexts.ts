/**
 * The English areas the checkout shows beside the store's own, in one chunk: one lazy import in
 * the store's start-up instead of one per area. Each keeps its file (its name is its key prefix),
 * and the other languages load area by area as ever.
 */
export { checkout } from '../../texts/en/checkout';
export { personalData } from '../../texts/en/personalData';
export { bookingSlots } from '../../texts/en/bookingSlots';
export { cart } from '../../texts/en/cart';
/** The pin-code checker's answer, whose words an address not served repeats (product §8). */
export { pincodeResult } from '../../../../i18n/en/pincodeResult';
