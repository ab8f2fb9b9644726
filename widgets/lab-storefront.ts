import { Storefront } from '../src/components/Storefront';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { labStorefront } from '../src/elements/definitions/labStorefront';
import { keepingFirstScreenSnapshot } from '../src/elements/firstScreenSnapshot';
import { registerMessages } from '../src/i18n';
import { chrome } from '../src/i18n/en/chrome';
import { home } from '../src/i18n/en/home';
import { homeCategories } from '../src/i18n/en/homeCategories';
import { pages } from '../src/i18n/en/pages';
import { pincode } from '../src/i18n/en/pincode';
import './lab-header';
import './lab-cart-badge';
import './lab-search-box';
import './lab-pincode-checker';
import './lab-login-panel';

// The header's and widgets' texts come with their files above; lazy screens bring their own.
void registerMessages({ pages, chrome, home, homeCategories, pincode });

export const LabStorefrontElement = keepingFirstScreenSnapshot(createLabElement(labStorefront, Storefront));

defineLabElement(LabStorefrontElement);
