import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is out of the viewport (an IntersectionObserver, so nothing runs on
 * scroll). `rootMargin` shrinks the viewport, e.g. by the height of bars fixed over its bottom.
 * Until the first observation, and where the browser has no observer, it counts as on screen.
 */
export function useIsOffScreen(element: RefObject<Element | null>, rootMargin?: string): boolean {
  const [offScreen, setOffScreen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        setOffScreen(entry ? !entry.isIntersecting : false);
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [element, rootMargin]);
  return offScreen;
}
