import { Header } from './Header';
import { createLabElement } from '../../elementRuntime/defineElement';
import { labHeader } from './definition';
import { connection } from '../../i18n/en/connection';
import { registerMessages } from '../../i18n';
import { common } from '../../i18n/en/common';
import { chrome } from '../../i18n/en/chrome';
import { header } from './texts/en/header';
import { search } from '../lab-search-box';
import { cartBadge } from '../lab-cart-badge';

void registerMessages({ connection, common, chrome, header, search, cartBadge });

/**
 * The `lab-header` class with the texts it shows. Only its entry file
 * (`widgets/lab-header.ts`) and the store's define the tag: this module may share a chunk with
 * other widgets' start-up code, and a chunk must not define a tag its loader did not ask for.
 */
export const LabHeaderElement = createLabElement(labHeader, Header);
export default LabHeaderElement;
