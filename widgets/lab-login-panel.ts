import { LabLoginPanelElement } from '../src/elements/classes/labLoginPanel';
import { defineLabElement } from '../src/elements/defineElement';

export { LabLoginPanelElement };

defineLabElement(LabLoginPanelElement);
