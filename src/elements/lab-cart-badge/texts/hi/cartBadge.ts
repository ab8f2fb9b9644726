import type { cartBadge as english } from '../en/cartBadge';
import type { Translation } from '../../../../i18n/translation';

/** Hindi texts of the cart link (the header's and `lab-cart-badge`). */
export const cartBadge = {
  'cartBadge.label': 'कार्ट',
  'cartBadge.items.one': 'आइटम',
  'cartBadge.items.other': 'आइटम',
} as const satisfies Translation<typeof english>;
