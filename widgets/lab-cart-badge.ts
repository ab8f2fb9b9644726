import { LabCartBadgeElement } from '../src/elements/classes/labCartBadge';
import { defineLabElement } from '../src/elements/defineElement';

export { LabCartBadgeElement };

defineLabElement(LabCartBadgeElement);
