/** The checkout of a home collection: its tests, people, address, held time and Confirm booking. */
export { createCheckout, type CheckoutScreen, type CheckoutStep, type Loaded } from './checkoutScreen';
export type { Confirmation } from './bookingConfirmation';
export type { OrderSource } from './checkoutOrder';
