/**
 * The public types of the bundle (interface §2): element instances with typed properties, event
 * details, and the global maps that type `document.querySelector('lab-login-panel')` (with
 * `.open: boolean`) and `addEventListener('lab-login', …)`. All of it derives from the element
 * definitions (`src/elements/<tag>/definition.ts`) and the event catalogue; none of it needs React.
 */
import type { LabTagNameMap } from './elements/elementList';
import type { LabEventMap } from './elementRuntime/events/labEventCatalogue';

export type { LabEventDetailMap, LabEventMap } from './elementRuntime/events/labEventCatalogue';
export type { LabEventName } from './domain/labEventName';
export type { CommerceItem } from './analytics/commerceItem';
export type { ElementProperties, LabElement } from './elementRuntime/elementSpec';
export type { LabTagNameMap } from './elements/elementList';

declare global {
  // Interfaces merge with the DOM's own maps; the members come from the definitions.
  interface HTMLElementTagNameMap extends LabTagNameMap {}
  // The `lab-*` events bubble and are composed: any element or the document can listen.
  interface HTMLElementEventMap extends LabEventMap {}
  interface DocumentEventMap extends LabEventMap {}
}
