import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the cart link (the header's and `lab-cart-badge`). */
export const cartBadge = {
  'cartBadge.label': 'ಕಾರ್ಟ್',
  'cartBadge.items.one': 'ಐಟಂ',
  'cartBadge.items.other': 'ಐಟಂಗಳು',
} as const satisfies Translation<EnglishAreas['cartBadge']>;
