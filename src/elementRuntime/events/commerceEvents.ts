import { useMemo } from 'react';
import { commerceItem, commerceItemsDetail, type CommerceProduct } from '../../analytics/commerceItem';
import { $partner } from '../../stores/partner';
import { useFireLabEvent } from '../hostElement';

/** The commerce events whose detail is the products concerned, outside any listing. */
type ItemsEventName = 'lab-view-item' | 'lab-add-to-cart' | 'lab-remove-from-cart' | 'lab-view-cart' | 'lab-begin-checkout';

/** The events about a listing's products (a comparison's too), which name the listing. */
type ListEventName = 'lab-view-item-list' | 'lab-select-item' | 'lab-compare';

export interface CommerceEvents {
  /** `listName`: the listing the product was chosen from, kept on its item (GA4 credits the list). */
  items: (name: ItemsEventName, products: readonly CommerceProduct[], listName?: string) => void;
  /** `listName`: a stable English name of the listing (its category), whatever the language shown. */
  list: (name: ListEventName, listName: string, products: readonly CommerceProduct[]) => void;
}

/**
 * Fires the commerce events of interface §2 from the element this component renders in, in GA4's
 * ecommerce shape, with the visit's partner when it has one. Only the products go in: never the
 * user id, token or phone number the same components know.
 */
export function useCommerceEvents(): CommerceEvents {
  const fire = useFireLabEvent();
  return useMemo(
    () => ({
      items(name, products, listName) {
        const items = products.map((product) => commerceItem(product, listName));
        fire(name, commerceItemsDetail(items, $partner.get()));
      },
      list(name, listName, products) {
        const items = products.map((product) => commerceItem(product, listName));
        fire(name, { item_list_name: listName, ...commerceItemsDetail(items, $partner.get()) });
      },
    }),
    [fire],
  );
}
