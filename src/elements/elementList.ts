import { labCartBadgeDocs } from './lab-cart-badge/definition';
import { labHeaderDocs } from './lab-header/definition';
import { labLoginPanelDocs } from './lab-login-panel/definition';
import { labPackageCompareDocs } from './lab-package-compare/definition';
import { labPincodeCheckerDocs } from './lab-pincode-checker/definition';
import { labSearchBoxDocs } from './lab-search-box/definition';
import { labStorefrontDocs } from './lab-storefront/definition';
import { labTestCardDocs } from './lab-test-card/definition';
import type { LabElement } from '../elementRuntime/elementSpec';

/**
 * Every element of the bundle, in the order the documentation lists them: the one list from which
 * the build's entries and chunk groups, the autoloader's table, the size budgets, the docs'
 * tables, `custom-elements.json` and the types are made. A new element is its folder, its entry
 * file in `widgets/`, and one line here (with its import).
 */
export const elementDocs = [
  labStorefrontDocs,
  labHeaderDocs,
  labCartBadgeDocs,
  labSearchBoxDocs,
  labPincodeCheckerDocs,
  labLoginPanelDocs,
  labTestCardDocs,
  labPackageCompareDocs,
] as const;

type AnyLabSpec = (typeof elementDocs)[number]['spec'];

/** Tag → element instance type, for `HTMLElementTagNameMap`. */
export type LabTagNameMap = { [Spec in AnyLabSpec as Spec['tag']]: LabElement<Spec> };

/** Tag → definition, for the JSX types. */
export type LabSpecByTag = { [Spec in AnyLabSpec as Spec['tag']]: Spec };
