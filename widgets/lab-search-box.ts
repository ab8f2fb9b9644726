import { LabSearchBoxElement } from '../src/elements/lab-search-box/element';
import { defineLabElement } from '../src/elements/defineElement';

export { LabSearchBoxElement };

defineLabElement(LabSearchBoxElement);
