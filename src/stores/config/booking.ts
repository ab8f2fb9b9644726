import { atom } from 'nanostores';

/**
 * Whether `lab-storefront` takes bookings (interface §2 `booking`): Checkout and Book Now open the
 * checkout and the cart shows the home collection fee. Off, they stay product §8's messages.
 */
export const $bookingOn = atom(false);

export function setBookingOn(on: boolean): void {
  $bookingOn.set(on);
}
