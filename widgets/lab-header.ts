import { LabHeaderElement } from '../src/elements/classes/labHeader';
import { defineLabElement } from '../src/elements/defineElement';

export { LabHeaderElement };

defineLabElement(LabHeaderElement);
