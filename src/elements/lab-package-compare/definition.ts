import type { ElementDocs, ElementSpec } from '../../elementRuntime/elementSpec';
import { apiBaseDocs, langDocs, partnerDocs } from '../../elementRuntime/attributes/commonAttributeDocs';

export const labPackageCompare = {
  tag: 'lab-package-compare',
  attributes: {
    'test-ids': 'string',
    'api-base': 'string',
    'store-url': 'string',
    lang: 'string',
    partner: 'string',
  },
  takesOverWhenLoaded: true,
} as const satisfies ElementSpec;

export const labPackageCompareDocs = {
  spec: labPackageCompare,
  className: 'LabPackageCompareElement',
  file: 'dist/widgets/lab-package-compare.js',
  description:
    'Two or three packages side by side for a CMS page or a partner: each one\'s price with the struck original, number of tests, fasting, sample type, report time and Add to cart as columns, and every included test as a row saying whether each package includes it.',
  attributes: {
    'test-ids': {
      description:
        "Two or three package ids in the lab API (their `_id`), separated by commas. An id the lab does not know is named as not found and the others are still compared; fewer than two says so, more than three shows the first three.",
    },
    'api-base': apiBaseDocs,
    'store-url': {
      description: "Address of the page that hosts lab-storefront; each package's name opens its product there.",
      default: "this page's hash",
    },
    lang: langDocs,
    partner: partnerDocs,
  },
  events: ['lab-compare', 'lab-add-to-cart', 'lab-login', 'lab-logout', 'lab-login-panel-toggle'],
  parts: { base: 'The comparison.' },
} as const satisfies ElementDocs<typeof labPackageCompare>;
