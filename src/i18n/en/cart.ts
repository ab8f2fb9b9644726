/** Texts of the cart link and the cart screen. */
export const cart = {
  'cartBadge.label': 'Cart',
  'cartBadge.labelWithCount': 'Cart, {count} items',
  'cartBadge.labelWithOne': 'Cart, 1 item',
} as const;
