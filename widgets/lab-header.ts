import { Header } from '../src/components/Header/Header';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { labHeader } from '../src/elements/definitions/labHeader';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { api } from '../src/i18n/en/api';
import { chrome } from '../src/i18n/en/chrome';
import { search } from '../src/i18n/en/search';
import { login } from '../src/i18n/en/login';
import { cart } from '../src/i18n/en/cart';

void registerMessages({ common, api, chrome, search, login, cart });

export const LabHeaderElement = createLabElement(labHeader, Header);

defineLabElement(LabHeaderElement);
