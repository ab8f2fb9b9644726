/**
 * The public types of the bundle (DESIGN §2): element classes, event details, and the global
 * maps that type `document.querySelector('lab-cart-badge')` and `addEventListener('lab-login')`.
 */
import type { LabEventMap } from './elements/events';
import type { LabCartBadgeElement } from '../widgets/lab-cart-badge';
import type { LabHeaderElement } from '../widgets/lab-header';
import type { LabLoginPanelElement } from '../widgets/lab-login-panel';
import type { LabPincodeCheckerElement } from '../widgets/lab-pincode-checker';
import type { LabSearchBoxElement } from '../widgets/lab-search-box';
import type { LabStorefrontElement } from '../widgets/lab-storefront';

export type { LabEventDetailMap, LabEventMap, LabEventName } from './elements/events';

declare global {
  interface HTMLElementTagNameMap {
    'lab-storefront': InstanceType<typeof LabStorefrontElement>;
    'lab-header': InstanceType<typeof LabHeaderElement>;
    'lab-cart-badge': InstanceType<typeof LabCartBadgeElement>;
    'lab-search-box': InstanceType<typeof LabSearchBoxElement>;
    'lab-pincode-checker': InstanceType<typeof LabPincodeCheckerElement>;
    'lab-login-panel': InstanceType<typeof LabLoginPanelElement>;
  }
  // The `lab-*` events bubble and are composed: any element or the document can listen.
  interface HTMLElementEventMap extends LabEventMap {}
  interface DocumentEventMap extends LabEventMap {}
}
