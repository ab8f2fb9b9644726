import { Suspense, useSyncExternalStore } from 'react';
import { lazyPart } from '../../../../elementRuntime/lazyPart';

/** Product §9: the button appears once the window is scrolled more than 20 px. */
const SCROLL_TO_TOP_THRESHOLD_PX = 20;

const subscribe = (notify: () => void) => {
  addEventListener('scroll', notify, { passive: true });
  return () => {
    removeEventListener('scroll', notify);
  };
};
const isScrolledPast = () => scrollY > SCROLL_TO_TOP_THRESHOLD_PX;

/** The button's code (and its styles) arrives the first time the page is scrolled. */
const ScrollToTopButton = lazyPart(
  () => import('./ScrollToTopButton').then((module) => ({ default: module.ScrollToTopButton })),
  { fallback: () => null },
);

/** The store's scroll-to-top button, shown while the window is scrolled past the spec's 20 px. */
export function ScrollToTop() {
  const visible = useSyncExternalStore(subscribe, isScrolledPast, () => false);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  );
}
