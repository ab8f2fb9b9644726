import { useEffect } from 'react';

/**
 * Starts `load` once the browser has nothing else to do after the component's first paint: code
 * a visitor runs only when they act (the login panel) is then there at their first press,
 * without weighing on the first screen. Browsers without `requestIdleCallback` (Safari) start
 * it a moment after the first paint. A failed load is left for the press to try again.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const preload = () => {
      load().catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(preload, { timeout: 5000 });
      return () => cancelIdleCallback(idle);
    }
    const later = setTimeout(preload, 1000);
    return () => clearTimeout(later);
  }, [load, enabled]);
}
