import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useHostElement } from '../../../elementRuntime/hostElement';

/**
 * A new screen starts at its top, like a page load would: when the shown screen's path changes, the
 * store's top edge is scrolled into view (only if it is above the viewport, so an embedding
 * page's own header stays put).
 */
export function ScrollToTopOnNavigation() {
  const [path] = useLocation();
  const host = useHostElement();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    if (host && host.getBoundingClientRect().top < 0) host.scrollIntoView({ block: 'start' });
  }, [path, host]);
  return null;
}
