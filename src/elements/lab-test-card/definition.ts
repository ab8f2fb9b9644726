import type { ElementDocs, ElementSpec } from '../../elementRuntime/elementSpec';
import { apiBaseDocs, langDocs, partnerDocs } from '../../elementRuntime/attributes/commonAttributeDocs';

export const labTestCard = {
  tag: 'lab-test-card',
  attributes: {
    'test-id': 'string',
    'api-base': 'string',
    'store-url': 'string',
    lang: 'string',
    partner: 'string',
  },
  renderInSlices: true,
  takesOverWhenLoaded: true,
} as const satisfies ElementSpec;

export const labTestCardDocs = {
  spec: labTestCard,
  className: 'LabTestCardElement',
  file: 'dist/widgets/lab-test-card.js',
  description:
    "One test or package as a card for an article: its name (opening the store's product screen), category, price with the struck original, included-tests count and Add to cart.",
  attributes: {
    'test-id': {
      description: "The test's or package's id in the lab API (its `_id`); unknown or absent shows 'Product not found'.",
    },
    'api-base': apiBaseDocs,
    'store-url': {
      description: 'Address of the page that hosts lab-storefront; the name opens the product there.',
      default: "this page's hash",
    },
    lang: langDocs,
    partner: partnerDocs,
  },
  events: ['lab-select-item', 'lab-add-to-cart', 'lab-login', 'lab-logout', 'lab-login-panel-toggle'],
  parts: { base: 'The card.' },
} as const satisfies ElementDocs<typeof labTestCard>;
