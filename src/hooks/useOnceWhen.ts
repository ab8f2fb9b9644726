import { useEffect, useRef } from 'react';

/**
 * Runs `run` the first time `ready` is true, once for the component's life: not again on a
 * re-render, nor on StrictMode's second effect pass (which keeps refs). A screen that shows
 * something else remounts (listings per tab, the product per id), so each showing counts once.
 */
export function useOnceWhen(ready: boolean, run: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    run();
  });
}
