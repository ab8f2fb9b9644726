import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the cart link (the header's and `lab-cart-badge`). */
export const cartBadge = {
  'cartBadge.label': 'कार्ट',
  'cartBadge.items.one': 'आइटम',
  'cartBadge.items.other': 'आइटम',
} as const satisfies Translation<EnglishAreas['cartBadge']>;
