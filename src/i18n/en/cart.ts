/** Texts of the cart link (the header's and `lab-cart-badge`). */
export const cart = {
  'cartBadge.label': 'Cart',
  'cartBadge.labelWithCount': 'Cart, {count} items',
  'cartBadge.labelWithOne': 'Cart, 1 item',
} as const;
