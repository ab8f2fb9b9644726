import type { ElementDocs, ElementSpec } from '../../elementRuntime/elementSpec';
import { apiBaseDocs, langDocs, partnerDocs } from '../../elementRuntime/attributes/commonAttributeDocs';

export const labLoginPanel = {
  tag: 'lab-login-panel',
  attributes: {
    'api-base': 'string',
    lang: 'string',
    partner: 'string',
    open: 'boolean',
  },
} as const satisfies ElementSpec;

export const labLoginPanelDocs = {
  spec: labLoginPanel,
  className: 'LabLoginPanelElement',
  file: 'dist/widgets/lab-login-panel.js',
  description: 'The phone number and one-time-code login as a side panel (a modal dialog).',
  attributes: {
    'api-base': apiBaseDocs,
    lang: langDocs,
    partner: partnerDocs,
    open: {
      description:
        'Shows the panel while present (open, open="" and open="open" alike); the element removes it when the user closes the panel.',
      default: 'closed',
    },
  },
  events: ['lab-login', 'lab-login-panel-toggle'],
  parts: { base: 'The panel.' },
} as const satisfies ElementDocs<typeof labLoginPanel>;
