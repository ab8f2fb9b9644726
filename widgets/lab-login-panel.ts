import { LoginPanel } from '../src/components/LoginPanel/LoginPanel';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { api } from '../src/i18n/en/api';
import { login } from '../src/i18n/en/login';

registerMessages('en', common, api, login);

/** `<lab-login-panel>`: the phone and one-time-code login side panel. */
export const LabLoginPanelElement = createLabElement({
  component: LoginPanel,
  attributes: { open: 'boolean' },
});

defineLabElement('lab-login-panel', LabLoginPanelElement);
