import { LabLoginPanelElement } from '../src/elements/lab-login-panel/element';
import { defineLabElement } from '../src/elementRuntime/defineElement';

export { LabLoginPanelElement };

defineLabElement(LabLoginPanelElement);
