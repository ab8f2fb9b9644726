import { LabCartBadgeElement } from '../src/elements/lab-cart-badge/element';
import { defineLabElement } from '../src/elementRuntime/defineElement';

export { LabCartBadgeElement };

defineLabElement(LabCartBadgeElement);
