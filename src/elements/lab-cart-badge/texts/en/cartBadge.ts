/** Texts of the cart link (the header's and `lab-cart-badge`). */
export const cartBadge = {
  'cartBadge.label': 'Cart',
  // Read after the count by screen readers only: the link's name is "Cart 2 items".
  'cartBadge.items.one': 'item',
  'cartBadge.items.other': 'items',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    cartBadge: typeof cartBadge;
  }
}
