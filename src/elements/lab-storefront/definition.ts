import type { ElementDocs, ElementSpec } from '../../elementRuntime/elementSpec';
import { apiBaseDocs, langDocs, partnerDocs } from '../../elementRuntime/attributes/commonAttributeDocs';

export const labStorefront = {
  tag: 'lab-storefront',
  attributes: {
    'api-base': 'string',
    lang: 'string',
    partner: 'string',
    'support-phone': 'string',
    'support-email': 'string',
    'whatsapp-number': 'string',
    address: 'string',
    accreditation: 'string',
    loading: 'string',
    booking: 'boolean',
  },
  renderInSlices: true,
} as const satisfies ElementSpec;

export const labStorefrontDocs = {
  spec: labStorefront,
  className: 'LabStorefrontElement',
  file: 'dist/lab-storefront.js',
  description:
    'The whole store: header (desktop and mobile), every screen routed on the page hash, footer, mobile bottom bar and scroll-to-top. Its file defines every element.',
  attributes: {
    'api-base': apiBaseDocs,
    lang: langDocs,
    partner: partnerDocs,
    'support-phone': {
      description: 'Support phone number shown in the footer, the legal pages and the Call buttons.',
    },
    'support-email': {
      description: 'Support e-mail address shown in the footer and the legal pages.',
    },
    'whatsapp-number': {
      description: 'WhatsApp number for the WhatsApp buttons (digits, with the country code).',
    },
    address: {
      description: 'Postal address shown in the footer and on the Sitemap.',
    },
    accreditation: {
      description:
        "The partner laboratories' accreditation as the lab states it (e.g. a body and certificate number), added to the assurance note on Home. Without it the store claims no accreditation.",
    },
    loading: {
      description:
        "When the store renders, as for an image or an iframe. With `lazy` it waits, in a screen's height of room, until it comes within a quarter of a screen of the viewport, the page's address names a store screen (`#/…`), the visitor presses a key or focuses something, or the page asks for the login panel: for a page whose store sits below its own content. With `eager` it renders at once.",
      default: 'eager',
    },
    booking: {
      description:
        "Turns on booking a home sample collection: Checkout on the cart and Book Now on a product open the checkout (`#/checkout`: who is tested, where, a held time, review, Confirm booking), the cart shows the home collection fee, and the visitor's bookings are at `#/bookings`. Without it, Checkout and Book Now show product §8's messages.",
      default: 'off',
    },
  },
  events: [
    'lab-cart-change',
    'lab-login',
    'lab-logout',
    'lab-pincode-check',
    'lab-login-panel-toggle',
    'lab-view-item-list',
    'lab-select-item',
    'lab-view-item',
    'lab-add-to-cart',
    'lab-remove-from-cart',
    'lab-view-cart',
    'lab-begin-checkout',
    'lab-add-shipping-info',
    'lab-add-payment-info',
    'lab-purchase',
    'lab-refund',
    'lab-search',
  ],
  parts: { base: "The store's outer wrapper." },
} as const satisfies ElementDocs<typeof labStorefront>;
