import type { cart as english } from '../en/cart';
import type { Translation } from '../translation';

/** Kannada texts of the cart link (the header's and `lab-cart-badge`). */
export const cart = {
  'cartBadge.label': 'ಕಾರ್ಟ್',
  'cartBadge.items.one': 'ಐಟಂ',
  'cartBadge.items.other': 'ಐಟಂಗಳು',
} as const satisfies Translation<typeof english>;
