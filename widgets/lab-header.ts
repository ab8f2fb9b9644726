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

/** `<lab-header>`: logo, search box, cart badge, Login button and panel. */
export const LabHeaderElement = createLabElement({
  component: Header,
  attributes: { storeUrl: 'string' },
});

defineLabElement('lab-header', LabHeaderElement);
