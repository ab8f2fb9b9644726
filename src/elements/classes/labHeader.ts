import { Header } from '../../components/Header/Header';
import { createLabElement } from '../defineElement';
import { labHeader } from '../definitions/labHeader';
import { registerMessages } from '../../i18n';
import { common } from '../../i18n/en/common';
import { api } from '../../i18n/en/api';
import { chrome } from '../../i18n/en/chrome';
import { search } from '../../i18n/en/search';
import { login } from '../../i18n/en/login';
import { cartBadge } from '../../i18n/en/cartBadge';

void registerMessages({ common, api, chrome, search, login, cartBadge });

/**
 * The `lab-header` class with the texts it shows. Only its entry file
 * (`widgets/lab-header.ts`) and the store's define the tag: this module may share a chunk with
 * other widgets' start-up code, and a chunk must not define a tag its loader did not ask for.
 */
export const LabHeaderElement = createLabElement(labHeader, Header);
