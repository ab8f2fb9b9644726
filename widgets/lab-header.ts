import { LabHeaderElement } from '../src/elements/lab-header/element';
import { defineLabElement } from '../src/elements/defineElement';

export { LabHeaderElement };

defineLabElement(LabHeaderElement);
