import { useCallback } from 'react';
import { commerceItem, commerceItemsDetail, type CommerceProduct } from '../../analytics/commerceItem';
import { $partner } from '../../stores/partner';
import { useFireLabEvent } from '../hostElement';
import type { LabEventDetailMap } from './labEventCatalogue';

/** The events of a booking, whose detail adds its own fields to the items' (interface §2). */
export type CheckoutEventName = 'lab-add-shipping-info' | 'lab-add-payment-info' | 'lab-purchase' | 'lab-refund';

/** What a booking event's detail has beside `currency`, `value`, `items` and `partner`. */
export type CheckoutFields<Name extends CheckoutEventName> = Omit<LabEventDetailMap[Name], 'currency' | 'value' | 'items' | 'partner'>;

/**
 * Fires a booking's commerce events from the element it happens in, in GA4's shape with the
 * visit's partner. `products`: one per test and person booked, so a test for two is two items and
 * counts twice in `value`. A module of its own: only the lazy booking screens carry it, not every
 * element that fires the catalogue's events.
 */
export function useCheckoutEvents() {
  const fire = useFireLabEvent();
  return useCallback(
    <Name extends CheckoutEventName>(name: Name, products: readonly CommerceProduct[], fields: CheckoutFields<Name>) => {
      const items = products.map((product) => commerceItem(product));
      // The spread of a generic detail is not provably the map's entry for `name`: it is by construction.
      fire(name, { ...fields, ...commerceItemsDetail(items, $partner.get()) } as LabEventDetailMap[Name]);
    },
    [fire],
  );
}
