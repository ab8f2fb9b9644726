import { CartBadge } from './CartBadge';
import { createLabElement } from '../../elementRuntime/defineElement';
import { labCartBadge } from './definition';
import { registerMessages } from '../../i18n';
import { common } from '../../i18n/en/common';
import { cartBadge } from './texts/en/cartBadge';

void registerMessages({ common, cartBadge });

/**
 * The `lab-cart-badge` class with the texts it shows. Only its entry file
 * (`widgets/lab-cart-badge.ts`) and the store's define the tag: this module may share a chunk with
 * other widgets' start-up code, and a chunk must not define a tag its loader did not ask for.
 */
export const LabCartBadgeElement = createLabElement(labCartBadge, CartBadge);
export default LabCartBadgeElement;
