import { useLayoutEffect } from 'react';
import { useHostElement } from './hostElement';

/**
 * Marks the nodes of an element's server-rendered first screen (`@lab/storefront/server`): the
 * `<style>` and the content of its declarative shadow root (`<template shadowrootmode="open">`).
 */
export const snapshotAttribute = 'data-lab-snapshot';

/**
 * The snapshot's own rules, first in its `<style>`. The browser renders a declarative shadow root
 * while it parses it: on a slow phone it would paint half a header, then move it as the rest
 * arrives, so the snapshot shows once its last node is in. And the element's own render, which
 * goes in beside it, stays out of sight (and of the layout) until it takes the snapshot's place.
 */
export const snapshotRules =
  `div[${snapshotAttribute}] { display: contents }\n` +
  `div[${snapshotAttribute}]:not(:has(> [${snapshotAttribute}-end])) { display: none }\n` +
  `[${snapshotAttribute}] ~ :not([${snapshotAttribute}]) { display: none !important }`;

/** The snapshot's nodes in `root` (its `<style>` and its content). */
function snapshotNodes(root: ShadowRoot): Element[] {
  return [...root.children].filter((node) => node.hasAttribute(snapshotAttribute));
}

/** What a visitor can press or type into on a first screen. */
type Control = HTMLButtonElement | HTMLInputElement;

/** The element's own sheets, held back while its root shows a snapshot. */
const heldSheets = new WeakMap<ShadowRoot, CSSStyleSheet[]>();

/**
 * The root to render in: a server-rendered one is kept as it is, where `attachShadow` (which r2wc
 * calls) would empty it and leave the element blank until its render is complete.
 */
export function keptServerRenderedRoot(host: HTMLElement): ShadowRoot | undefined {
  const root = host.shadowRoot;
  return root && snapshotNodes(root).length > 0 ? root : undefined;
}

/**
 * While the snapshot shows, the element's shared sheets wait: adopted sheets come after the
 * snapshot's `<style>` in the cascade, so the base rules would override the snapshot's component
 * rules until the element takes over.
 */
export function holdSheetsWhileSnapshotShows(root: ShadowRoot): void {
  if (snapshotNodes(root).length === 0) return;
  heldSheets.set(root, [...root.adoptedStyleSheets]);
  root.adoptedStyleSheets = [];
}

/**
 * Removes the snapshot from `host`'s shadow root and adopts the sheets held back, before those the
 * element's render adopted. Called in a layout effect of the render that shows what the snapshot
 * shows, in the task that commits it: no frame shows both, or neither, and nothing moves.
 */
export function removeFirstScreenSnapshot(host: HTMLElement | null): void {
  const root = host?.shadowRoot;
  if (!root) return;
  const snapshot = snapshotNodes(root);
  // A button pressed before the take-over opened its popover (src/server/keptPresses.ts; none
  // where popovers are unknown). Read before the snapshot goes: a removed popover closes.
  const controls = [...root.querySelectorAll<Control>(`[${snapshotAttribute}] :is(button, input)`)];
  const pressed = controls.map((control) => control.popoverTargetElement?.matches(':popover-open'));
  const focused = root.activeElement;
  for (const node of snapshot) node.remove();
  const held = heldSheets.get(root);
  if (held) {
    heldSheets.delete(root);
    root.adoptedStyleSheets = [...held, ...root.adoptedStyleSheets.filter((sheet) => !held.includes(sheet))];
  }
  // What the visitor did to the snapshot is done again to its twin in the element's render (the
  // same place, the same kind and text): the focus moves at once; a press, or what was typed into
  // a field, once the commit is over and the twin's handler is in place. Typed text goes through
  // the element's own input handling (a pin code pasted as `PIN: 560 001` is cleaned as usual):
  // `setRangeText` changes the value as typing does, past the value setter through which React
  // tracks what it set itself.
  const twins = root.querySelectorAll<Control>('button, input');
  controls.forEach((control, index) => {
    const twin = twins[index];
    if (twin?.type !== control.type || twin.textContent !== control.textContent) return;
    if (control === focused) twin.focus();
    setTimeout(() => {
      if (pressed[index]) twin.click();
      else if (twin instanceof HTMLInputElement && control.value !== (control as HTMLInputElement).defaultValue) {
        twin.setRangeText(control.value, 0, twin.value.length, 'end');
        twin.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
  });
}

/**
 * For an element whose first screen waits for a read (the test card): the snapshot stays until
 * the element's own render has the read's answer (`ready`), never giving way to a skeleton.
 */
export function useTakeOverWhen(ready: boolean): void {
  const host = useHostElement();
  useLayoutEffect(() => {
    if (ready) removeFirstScreenSnapshot(host);
  }, [ready, host]);
}
