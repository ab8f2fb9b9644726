import { startTransition, useContext, useEffect, useMemo, useState } from 'react';
import type { ApiOutcome } from '../api/callApi';
import { createLoadable, type Loadable } from '../stores/loadable';
import { PreloadedReadsContext } from './preloadedReads';

/**
 * Loads `read` when the screen shows and again whenever `key` changes (another tab, another
 * product id); `retry` runs it once more after a failure.
 *
 * Each answer reaches the screen as a transition: React renders what it fills (a row of cards, a
 * listing of 24) in slices the browser can paint and answer input between, where a store
 * subscription (`useStore`) would render it in one long task.
 */
export function useLoadable<T>(
  read: () => Promise<ApiOutcome<T>>,
  key: string,
): { state: Loadable<T>; retry: () => void } {
  // `read` is a new closure each render; `key` says when it really asks for something else.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => createLoadable(read), [key]);
  const preloaded = useContext(PreloadedReadsContext)?.get(key) as Loadable<T> | undefined;
  const [shown, setShown] = useState(() => ({ store, state: preloaded ?? store.$state.get() }));
  // Listening starts before the first load does, so no answer goes unseen.
  useEffect(
    () => store.$state.listen((state) => startTransition(() => setShown({ store, state }))),
    [store],
  );
  useEffect(() => {
    void store.load();
  }, [store]);
  // Until the new store's first answer, a changed key shows that store's own (loading) state.
  const state = shown.store === store ? shown.state : store.$state.get();
  return { state, retry: () => void store.load() };
}
