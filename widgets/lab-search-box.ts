import { LabSearchBoxElement } from '../src/elements/classes/labSearchBox';
import { defineLabElement } from '../src/elements/defineElement';

export { LabSearchBoxElement };

defineLabElement(LabSearchBoxElement);
