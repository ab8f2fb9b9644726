import { CartBadge } from '../src/components/CartBadge/CartBadge';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { cart } from '../src/i18n/en/cart';

registerMessages('en', common, cart);

/** `<lab-cart-badge>`: the cart link with its count badge (shown only above 0). */
export const LabCartBadgeElement = createLabElement({
  component: CartBadge,
  attributes: { storeUrl: 'string' },
});

defineLabElement('lab-cart-badge', LabCartBadgeElement);
