import { Storefront } from '../src/components/Storefront';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { registerMessages } from '../src/i18n';
import { chrome } from '../src/i18n/en/chrome';
import { home } from '../src/i18n/en/home';
import { pages } from '../src/i18n/en/pages';
import { pincode } from '../src/i18n/en/pincode';
import './lab-header';
import './lab-cart-badge';
import './lab-search-box';
import './lab-pincode-checker';
import './lab-login-panel';

// The header's and widgets' texts come with their files above; lazy screens bring their own.
registerMessages('en', pages, chrome, home, pincode);

/**
 * The whole store: header (desktop and mobile), every screen of the spec routed on the page's
 * hash, footer, mobile bottom bar and scroll-to-top. Loading its file defines every element.
 *
 * @element lab-storefront
 * @attr {string} api-base - Base address of the lab API; serves every element on the page. Default: the page's origin.
 * @attr {string} support-phone - Support phone number shown in the footer, legal pages and Call buttons.
 * @attr {string} support-email - Support e-mail address shown in the footer and legal pages.
 * @attr {string} whatsapp-number - WhatsApp number for the WhatsApp buttons (digits, with country code).
 * @attr {string} address - Postal address shown in the footer and on the Sitemap.
 * @fires {CustomEvent<{ count: number }>} lab-cart-change - The cart count changed after an add or a removal.
 * @fires {CustomEvent<{ userId: string }>} lab-login - A login succeeded.
 * @fires {CustomEvent<Record<string, never>>} lab-logout - The user logged out.
 * @fires {CustomEvent<{ pincode: string; available: boolean }>} lab-pincode-check - A pin-code check finished.
 * @csspart base - The store's outer wrapper.
 */
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
