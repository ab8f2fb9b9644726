import { labCartBadge, labCartBadgeDocs } from './labCartBadge';
import { labHeader, labHeaderDocs } from './labHeader';
import { labLoginPanel, labLoginPanelDocs } from './labLoginPanel';
import { labPincodeChecker, labPincodeCheckerDocs } from './labPincodeChecker';
import { labSearchBox, labSearchBoxDocs } from './labSearchBox';
import { labStorefront, labStorefrontDocs } from './labStorefront';
import type { LabElement } from '../elementSpec';

export { labCartBadge, labHeader, labLoginPanel, labPincodeChecker, labSearchBox, labStorefront };

/** Every element of the bundle with its docs, in the order the documentation lists them. */
export const elementDocs = [
  labStorefrontDocs,
  labHeaderDocs,
  labCartBadgeDocs,
  labSearchBoxDocs,
  labPincodeCheckerDocs,
  labLoginPanelDocs,
] as const;

type AnyLabSpec = (typeof elementDocs)[number]['spec'];

/** Tag → element instance type, for `HTMLElementTagNameMap`. */
export type LabTagNameMap = { [Spec in AnyLabSpec as Spec['tag']]: LabElement<Spec> };

/** Tag → definition, for the JSX types. */
export type LabSpecByTag = { [Spec in AnyLabSpec as Spec['tag']]: Spec };
