import { Storefront } from '../src/components/Storefront';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import './lab-header';
import './lab-cart-badge';
import './lab-search-box';
import './lab-pincode-checker';
import './lab-login-panel';

/** `<lab-storefront>`: the whole store. Loading this file defines every element of the bundle. */
export const LabStorefrontElement = createLabElement({
  component: Storefront,
  attributes: {
    supportPhone: 'string',
    supportEmail: 'string',
    whatsappNumber: 'string',
    address: 'string',
  },
});

defineLabElement('lab-storefront', LabStorefrontElement);
