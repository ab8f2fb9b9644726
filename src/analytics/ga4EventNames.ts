import type { LabEventName } from '../domain/labEventName';

/**
 * Each commerce event with the event of Google Analytics 4's recommended set that it is forwarded
 * as (support.google.com/analytics/answer/9267735), so reports and Tag Manager triggers use
 * Google's names. The catalogue's other events (login, cart count, pin code) are not analytics.
 */
export const ga4EventNames = {
  'lab-view-item-list': 'view_item_list',
  'lab-select-item': 'select_item',
  'lab-view-item': 'view_item',
  'lab-add-to-cart': 'add_to_cart',
  'lab-remove-from-cart': 'remove_from_cart',
  'lab-view-cart': 'view_cart',
  'lab-begin-checkout': 'begin_checkout',
  'lab-add-shipping-info': 'add_shipping_info',
  'lab-add-payment-info': 'add_payment_info',
  'lab-purchase': 'purchase',
  'lab-refund': 'refund',
  // GA4 has no comparison event: a comparison is a list the visitor is shown, named 'Package comparison'.
  'lab-compare': 'view_item_list',
  'lab-search': 'search',
} as const satisfies { readonly [Name in LabEventName]?: string };

export type Ga4EventName = (typeof ga4EventNames)[keyof typeof ga4EventNames];
