import { LabTestCardElement } from '../src/elements/lab-test-card/element';
import { defineLabElement } from '../src/elements/defineElement';

export { LabTestCardElement };

defineLabElement(LabTestCardElement);
