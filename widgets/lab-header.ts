import { LabHeaderElement } from '../src/elements/lab-header/element';
import { defineLabElement } from '../src/elementRuntime/defineElement';

export { LabHeaderElement };

defineLabElement(LabHeaderElement);
