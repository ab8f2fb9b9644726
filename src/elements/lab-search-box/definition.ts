import type { ElementDocs, ElementSpec } from '../../elementRuntime/elementSpec';
import { apiBaseDocs, langDocs, partnerDocs } from '../../elementRuntime/attributes/commonAttributeDocs';

export const labSearchBox = {
  tag: 'lab-search-box',
  attributes: {
    'api-base': 'string',
    lang: 'string',
    partner: 'string',
    'store-url': 'string',
  },
} as const satisfies ElementSpec;

export const labSearchBoxDocs = {
  spec: labSearchBox,
  className: 'LabSearchBoxElement',
  file: 'dist/widgets/lab-search-box.js',
  description:
    "Test search with suggestions (from 2 characters, after a 300 ms pause, at most 8); a suggestion opens the product, submitting opens the store's search.",
  attributes: {
    'api-base': apiBaseDocs,
    lang: langDocs,
    partner: partnerDocs,
    'store-url': {
      description: 'Address of the page that hosts lab-storefront; products and searches open there.',
      default: "this page's hash",
    },
  },
  events: ['lab-search'],
  parts: { base: 'The search form.' },
} as const satisfies ElementDocs<typeof labSearchBox>;
