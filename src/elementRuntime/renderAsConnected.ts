import { flushSync } from 'react-dom';

/**
 * Whether a React tree created this element: React keeps its fiber on every DOM node it creates,
 * under a key of its own instance (`__reactFiber$…`; `__reactInternalInstance$…` before React 17).
 * Such an element is connected by that React's commit.
 */
function createdByReact(element: HTMLElement): boolean {
  return Object.keys(element).some(
    (key) => key.startsWith('__reactFiber$') || key.startsWith('__reactInternalInstance$'),
  );
}

/**
 * Commits an element's first render as it connects, so that no frame shows a small widget empty
 * (nothing shifts) and the page can read it in the same task. Not while a host app's React commits
 * it, though: React refuses to flush there and says so in the console ("flushSync was called from
 * inside a lifecycle method"), once per element. There the render commits in the microtask after
 * the host's commit, still before the browser paints, whether the host's React is ours (one
 * React, from a bundler) or another copy.
 */
export function renderAsConnected(element: HTMLElement, render: () => void): void {
  if (!createdByReact(element)) {
    flushSync(render);
    return;
  }
  queueMicrotask(() => {
    if (element.isConnected) flushSync(render);
  });
}
