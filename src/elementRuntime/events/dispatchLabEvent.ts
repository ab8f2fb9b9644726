import type { LabEventName } from '../../domain/labEventName';
import type { LabEventDetailMap } from './labEventCatalogue';

/**
 * Fires a public `lab-*` event from `target`, bubbling and composed (interface §2). A module of its
 * own: every element loads it at start-up, and none needs the event catalogue (labEventCatalogue.ts), which
 * feeds the manifest, the docs and the types.
 */
export function dispatchLabEvent<Name extends LabEventName>(
  target: EventTarget,
  name: Name,
  detail: LabEventDetailMap[Name],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
