import { createContext, useContext } from 'react';

/**
 * Whether the element takes bookings (interface §2 `lab-storefront`'s `booking`): given by the
 * element to everything it renders, from its first render on, so a visitor landing on
 * `#/checkout` never sees the store without it first. Per element, not per page: a page may hold
 * one store that books and one that does not.
 */
const BookingSwitch = createContext(false);

export const BookingSwitchProvider = BookingSwitch.Provider;

export function useBookingOn(): boolean {
  return useContext(BookingSwitch);
}
