import type { ElementDocs, ElementSpec } from '../../elementRuntime/elementSpec';
import { apiBaseDocs, langDocs, partnerDocs } from '../../elementRuntime/attributes/commonAttributeDocs';

export const labPincodeChecker = {
  tag: 'lab-pincode-checker',
  attributes: {
    'api-base': 'string',
    lang: 'string',
    partner: 'string',
  },
} as const satisfies ElementSpec;

export const labPincodeCheckerDocs = {
  spec: labPincodeChecker,
  className: 'LabPincodeCheckerElement',
  file: 'dist/widgets/lab-pincode-checker.js',
  description:
    'Whether home sample collection serves a 6-digit pin code (decided in the browser after a one-second check, with no server call).',
  attributes: {
    'api-base': apiBaseDocs,
    lang: langDocs,
    partner: partnerDocs,
  },
  events: ['lab-pincode-check'],
  parts: { base: 'The checker card.' },
} as const satisfies ElementDocs<typeof labPincodeChecker>;
