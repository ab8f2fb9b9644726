import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when the user presses a pointer outside `ref` while `active` (a menu or a
 * list closing on an outside click). Inside a shadow root the event's target is retargeted to
 * the host element, so the composed path tells inside from outside.
 */
export function useOutsidePointerDown(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !event.composedPath().includes(ref.current)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, ref]);
}
