import { CartBadge } from '../src/components/CartBadge/CartBadge';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { cart } from '../src/i18n/en/cart';

registerMessages('en', common, cart);

/**
 * The cart link with its count badge, shown only when the count is above 0. The count follows
 * every element on the page and other tabs.
 *
 * @element lab-cart-badge
 * @attr {string} store-url - Address of the page that hosts `lab-storefront`; the link opens its cart. Without it, this page's hash changes.
 * @csspart base - The link.
 * @csspart count - The count bubble.
 */
export const LabCartBadgeElement = createLabElement({
  component: CartBadge,
  attributes: { storeUrl: 'string' },
});

defineLabElement('lab-cart-badge', LabCartBadgeElement);
