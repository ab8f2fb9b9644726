import { dispatchLabEvent, type LabEventDetailMap, type LabEventName } from './events';

/**
 * Where the stores' `lab-*` events come from. Each event is fired once, by the store it reports on
 * (the cart count, the session, the pin-code check), however many elements show that store: it is
 * dispatched from the element the user last acted in, or else from the first element on the page,
 * and bubbles out of it (composed) to the document.
 */
const connected = new Set<HTMLElement>();
let lastActedIn: HTMLElement | undefined;

function markActed(event: Event): void {
  lastActedIn = event.currentTarget as HTMLElement;
}

/** Called by every element when it is created: the user acts in it by pointer, keys or focus. */
export function watchForActions(host: HTMLElement): void {
  for (const type of ['pointerdown', 'keydown', 'focusin']) host.addEventListener(type, markActed);
}

export function hostConnected(host: HTMLElement): void {
  connected.add(host);
}

export function hostDisconnected(host: HTMLElement): void {
  connected.delete(host);
  if (lastActedIn === host) lastActedIn = undefined;
}

export function announce<Name extends LabEventName>(name: Name, detail: LabEventDetailMap[Name]): void {
  const from = lastActedIn ?? connected.values().next().value;
  if (from) dispatchLabEvent(from, name, detail);
}
