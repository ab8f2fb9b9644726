import { labCartBadge, labCartBadgeDocs } from './lab-cart-badge/definition';
import { labHeader, labHeaderDocs } from './lab-header/definition';
import { labLoginPanel, labLoginPanelDocs } from './lab-login-panel/definition';
import { labPincodeChecker, labPincodeCheckerDocs } from './lab-pincode-checker/definition';
import { labSearchBox, labSearchBoxDocs } from './lab-search-box/definition';
import { labStorefront, labStorefrontDocs } from './lab-storefront/definition';
import { labTestCard, labTestCardDocs } from './lab-test-card/definition';
import type { LabElement } from './elementSpec';

export { labCartBadge, labHeader, labLoginPanel, labPincodeChecker, labSearchBox, labStorefront, labTestCard };

/** Every element of the bundle with its docs, in the order the documentation lists them. */
export const elementDocs = [
  labStorefrontDocs,
  labHeaderDocs,
  labCartBadgeDocs,
  labSearchBoxDocs,
  labPincodeCheckerDocs,
  labLoginPanelDocs,
  labTestCardDocs,
] as const;

type AnyLabSpec = (typeof elementDocs)[number]['spec'];

/** Tag → element instance type, for `HTMLElementTagNameMap`. */
export type LabTagNameMap = { [Spec in AnyLabSpec as Spec['tag']]: LabElement<Spec> };

/** Tag → definition, for the JSX types. */
export type LabSpecByTag = { [Spec in AnyLabSpec as Spec['tag']]: Spec };
