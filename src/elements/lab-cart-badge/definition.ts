import type { ElementDocs, ElementSpec } from '../../elementRuntime/elementSpec';
import { apiBaseDocs, langDocs, partnerDocs } from '../../elementRuntime/attributes/commonAttributeDocs';

export const labCartBadge = {
  tag: 'lab-cart-badge',
  attributes: {
    'api-base': 'string',
    lang: 'string',
    partner: 'string',
    'store-url': 'string',
  },
} as const satisfies ElementSpec;

export const labCartBadgeDocs = {
  spec: labCartBadge,
  className: 'LabCartBadgeElement',
  file: 'dist/widgets/lab-cart-badge.js',
  description:
    'The cart link with its count badge, shown only when the count is above 0; the count follows every element on the page and other tabs.',
  attributes: {
    'api-base': apiBaseDocs,
    lang: langDocs,
    partner: partnerDocs,
    'store-url': {
      description: 'Address of the page that hosts lab-storefront; the link opens its cart.',
      default: "this page's hash",
    },
  },
  events: ['lab-cart-change'],
  parts: { base: 'The link.', count: 'The count bubble.' },
} as const satisfies ElementDocs<typeof labCartBadge>;
