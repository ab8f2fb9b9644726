import { LabLoginPanelElement } from '../src/elements/lab-login-panel/element';
import { defineLabElement } from '../src/elements/defineElement';

export { LabLoginPanelElement };

defineLabElement(LabLoginPanelElement);
