import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * A value chosen from a store, compared by identity (a boolean, a number, a string): the component
 * re-renders when that value changes, not at every change of the store. Where each card of a
 * listing asks about its own test (is it marked, is it being added), a change re-renders one card,
 * not all of them, in the task of the tap that made it.
 */
export function useStoreSelection<Value, Selected>(store: ReadableAtom<Value>, select: (value: Value) => Selected): Selected {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const selected = () => select(store.get());
  return useSyncExternalStore(subscribe, selected, selected);
}
