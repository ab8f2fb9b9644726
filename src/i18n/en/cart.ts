/** Texts of the cart link (the header's and `lab-cart-badge`). */
export const cart = {
  'cartBadge.label': 'Cart',
  // Read after 'Cart' by screen readers only: the link's name is "Cart, 2 items".
  'cartBadge.countOne': ', 1 item',
  'cartBadge.countOther': ', {count} items',
} as const;
