/**
 * The names of the public `lab-*` events (interface §2). They live here, at the ground floor, so
 * that the analytics bridge can name the events it forwards without loading the element runtime;
 * the runtime's catalogue (`elementRuntime/events/labEventCatalogue.ts`) describes each of them
 * and must describe every one.
 */
export type LabEventName =
  | 'lab-cart-change'
  | 'lab-login'
  | 'lab-logout'
  | 'lab-pincode-check'
  | 'lab-login-panel-toggle'
  | 'lab-view-item-list'
  | 'lab-select-item'
  | 'lab-view-item'
  | 'lab-add-to-cart'
  | 'lab-remove-from-cart'
  | 'lab-view-cart'
  | 'lab-begin-checkout'
  | 'lab-add-shipping-info'
  | 'lab-add-payment-info'
  | 'lab-purchase'
  | 'lab-refund'
  | 'lab-compare'
  | 'lab-search';
