import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether every one of the elements is out of the viewport (an IntersectionObserver, so nothing
 * runs on scroll): one of them in sight is enough to count as on screen. `rootMargin` shrinks the
 * viewport, e.g. by the height of bars fixed over its bottom. Until the first observation, and
 * where the browser has no observer, they count as on screen. The refs are the component's own
 * (`useRef`), the same objects on every render.
 */
export function useIsOffScreen(elements: readonly RefObject<Element | null>[], rootMargin?: string): boolean {
  const [offScreen, setOffScreen] = useState(false);
  useEffect(() => {
    const targets = elements.map((element) => element.current).filter((target) => target !== null);
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const inSight = new Map<Element, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) inSight.set(entry.target, entry.isIntersecting);
        setOffScreen(targets.every((target) => inSight.get(target) === false));
      },
      { rootMargin },
    );
    for (const target of targets) observer.observe(target);
    return () => {
      observer.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refs are stable; their count is what can change
  }, [elements.length, rootMargin]);
  return offScreen;
}
