import { Header } from '../src/components/Header/Header';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { api } from '../src/i18n/en/api';
import { chrome } from '../src/i18n/en/chrome';
import { search } from '../src/i18n/en/search';
import { login } from '../src/i18n/en/login';
import { cart } from '../src/i18n/en/cart';

registerMessages('en', common, api, chrome, search, login, cart);

/**
 * The store header on its own: logo, search box with suggestions, cart badge, Login button and
 * the login side panel (and, once logged in, the account menu with Logout).
 *
 * @element lab-header
 * @attr {string} api-base - Base address of the lab API; serves every element on the page. Default: the page's origin.
 * @attr {string} store-url - Address of the page that hosts `lab-storefront`; links, search and the cart go there. Without it, this page's hash changes.
 * @fires {CustomEvent<{ userId: string }>} lab-login - A login succeeded.
 * @fires {CustomEvent<Record<string, never>>} lab-logout - The user logged out.
 * @csspart base - The header bar.
 */
export const LabHeaderElement = createLabElement({
  component: Header,
  attributes: { storeUrl: 'string' },
});

defineLabElement('lab-header', LabHeaderElement);
