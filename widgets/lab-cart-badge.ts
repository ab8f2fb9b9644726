import { CartBadge } from '../src/components/CartBadge/CartBadge';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { labCartBadge } from '../src/elements/definitions/labCartBadge';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { cart } from '../src/i18n/en/cart';

void registerMessages({ common, cart });

export const LabCartBadgeElement = createLabElement(labCartBadge, CartBadge);

defineLabElement(LabCartBadgeElement);
