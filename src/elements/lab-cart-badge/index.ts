/** What other elements use of `lab-cart-badge`: the header shows the same badge, with its texts. */
export { CartBadge } from './CartBadge';
export { cartBadge } from './texts/en/cartBadge';
