import type { ElementDocs, ElementSpec } from '../../elementRuntime/elementSpec';
import { apiBaseDocs, langDocs, partnerDocs } from '../../elementRuntime/attributes/commonAttributeDocs';

export const labHeader = {
  tag: 'lab-header',
  attributes: {
    'api-base': 'string',
    lang: 'string',
    partner: 'string',
    'store-url': 'string',
  },
} as const satisfies ElementSpec;

export const labHeaderDocs = {
  spec: labHeader,
  className: 'LabHeaderElement',
  file: 'dist/widgets/lab-header.js',
  description:
    'The store header on its own: logo, search box with suggestions, cart badge, Login button and the login panel (once logged in, the account menu with Logout).',
  attributes: {
    'api-base': apiBaseDocs,
    lang: langDocs,
    partner: partnerDocs,
    'store-url': {
      description: 'Address of the page that hosts lab-storefront; links, searches and the cart open there.',
      default: "this page's hash",
    },
  },
  events: ['lab-cart-change', 'lab-login', 'lab-logout', 'lab-login-panel-toggle', 'lab-search'],
  parts: { base: 'The header bar.' },
} as const satisfies ElementDocs<typeof labHeader>;
