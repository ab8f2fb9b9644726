import { LoginPanel } from '../src/components/LoginPanel/LoginPanel';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';

/** `<lab-login-panel>`: the phone and one-time-code login side panel. */
export const LabLoginPanelElement = createLabElement({
  component: LoginPanel,
  attributes: { open: 'boolean' },
});

defineLabElement('lab-login-panel', LabLoginPanelElement);
