import { LabCartBadgeElement } from '../src/elements/lab-cart-badge/element';
import { defineLabElement } from '../src/elements/defineElement';

export { LabCartBadgeElement };

defineLabElement(LabCartBadgeElement);
