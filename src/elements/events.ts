/**
 * The public events of DESIGN §2. They bubble and are composed, so a host page listens on the
 * element or on any ancestor (document included). Fired on user action only.
 */
export interface LabEventDetailMap {
  /** The cart count changed (an item was added or removed, or the cart was synced). */
  'lab-cart-change': { count: number };
  /** A login succeeded. */
  'lab-login': { userId: string };
  /** The user logged out. */
  'lab-logout': Record<string, never>;
  /** A pin-code availability check finished. */
  'lab-pincode-check': { pincode: string; available: boolean };
}

export type LabEventName = keyof LabEventDetailMap;

export type LabEventMap = {
  [Name in LabEventName]: CustomEvent<LabEventDetailMap[Name]>;
};

export function dispatchLabEvent<Name extends LabEventName>(
  target: EventTarget,
  name: Name,
  detail: LabEventDetailMap[Name],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
