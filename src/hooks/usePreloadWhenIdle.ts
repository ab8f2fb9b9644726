import { useEffect } from 'react';

/**
 * Starts `load` once the page has loaded and the browser has nothing else to do: code a visitor
 * runs only when they act (the login panel) is then there at their first press, without weighing
 * on the first screen. An idle callback alone can come while the start-up files are still
 * arriving, and the panel's evaluation then takes its turn among the store's first renders.
 * Browsers without `requestIdleCallback` (Safari) start it a moment after the load. A failed load
 * is left for the press to try again.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const preload = () => {
      load().catch(() => undefined);
    };
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        const idle = requestIdleCallback(preload, { timeout: 5000 });
        cancel = () => cancelIdleCallback(idle);
      } else {
        const later = setTimeout(preload, 1000);
        cancel = () => clearTimeout(later);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else {
      window.addEventListener('load', whenIdle, { once: true });
      cancel = () => window.removeEventListener('load', whenIdle);
    }
    return () => cancel();
  }, [load, enabled]);
}
