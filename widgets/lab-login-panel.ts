import { LoginPanel } from '../src/components/LoginPanel/LoginPanel';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { api } from '../src/i18n/en/api';
import { login } from '../src/i18n/en/login';

registerMessages('en', common, api, login);

/**
 * The phone number and one-time-code login as a side panel (a modal dialog).
 *
 * @element lab-login-panel
 * @attr {string} api-base - Base address of the lab API; serves every element on the page. Default: the page's origin.
 * @attr {boolean} open - Shows the panel while present; the element removes it when the user closes the panel.
 * @fires {CustomEvent<{ userId: string }>} lab-login - A login succeeded.
 * @csspart base - The panel.
 */
export const LabLoginPanelElement = createLabElement({
  component: LoginPanel,
  attributes: { open: 'boolean' },
});

defineLabElement('lab-login-panel', LabLoginPanelElement);
