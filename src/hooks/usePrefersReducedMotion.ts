import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

const subscribe = (notify: () => void) => {
  const list = matchMedia(query);
  list.addEventListener('change', notify);
  return () => {
    list.removeEventListener('change', notify);
  };
};

/** Whether the user asked the system for less motion; follows changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => matchMedia(query).matches, () => true);
}
