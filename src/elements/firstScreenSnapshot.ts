import type { ElementSpec, LabElementClass } from './elementSpec';

/** Marks the nodes of a page's snapshot of the store's first screen. */
export const snapshotAttribute = 'data-lab-snapshot';

/** The snapshot's nodes in `root` (its `<style>` and its content). */
function snapshotNodes(root: ShadowRoot): Element[] {
  return [...root.children].filter((node) => node.hasAttribute(snapshotAttribute));
}

/** The element's own sheets, held back while its root shows a snapshot. */
const heldSheets = new WeakMap<ShadowRoot, CSSStyleSheet[]>();

/**
 * A page may paint the store's first screen before the store's scripts arrive: a declarative
 * shadow root (`<template shadowrootmode="open">`, written by `npm run snapshot`) inside
 * `<lab-storefront>`, its nodes marked `data-lab-snapshot`. The element keeps that root, where a
 * plain `attachShadow` would empty it and leave the page blank until the first render. Its shared
 * sheets wait too: adopted sheets come after the snapshot's `<style>` in the cascade, so the base
 * rules would override the snapshot's component rules until the first render.
 */
export function keepingFirstScreenSnapshot<Spec extends ElementSpec>(
  Element: LabElementClass<Spec>,
): LabElementClass<Spec> {
  const Base = Element as unknown as typeof HTMLElement;
  class KeepingSnapshot extends Base {
    constructor() {
      super();
      const root = this.shadowRoot;
      if (root && snapshotNodes(root).length > 0) {
        heldSheets.set(root, [...root.adoptedStyleSheets]);
        root.adoptedStyleSheets = [];
      }
    }

    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }
  }
  return KeepingSnapshot as unknown as LabElementClass<Spec>;
}

/**
 * Removes the snapshot from `host`'s shadow root and adopts the sheets held back, before those the
 * first render adopted. The store calls it in its first render's layout effect, in the task that
 * commits that render, so no frame shows both, or neither.
 */
export function removeFirstScreenSnapshot(host: HTMLElement | null): void {
  const root = host?.shadowRoot;
  if (!root) return;
  for (const node of snapshotNodes(root)) node.remove();
  const held = heldSheets.get(root);
  if (!held) return;
  heldSheets.delete(root);
  root.adoptedStyleSheets = [...held, ...root.adoptedStyleSheets.filter((sheet) => !held.includes(sheet))];
}
