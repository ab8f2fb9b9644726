import { LabSearchBoxElement } from '../src/elements/lab-search-box/element';
import { defineLabElement } from '../src/elementRuntime/defineElement';

export { LabSearchBoxElement };

defineLabElement(LabSearchBoxElement);
