import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { ApiOutcome } from '../api/callApi';
import { createLoadable, type Loadable } from '../stores/loadable';

/**
 * Loads `read` when the screen shows and again whenever `key` changes (another tab, another
 * product id); `retry` runs it once more after a failure.
 */
export function useLoadable<T>(
  read: () => Promise<ApiOutcome<T>>,
  key: string,
): { state: Loadable<T>; retry: () => void } {
  // `read` is a new closure each render; `key` says when it really asks for something else.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => createLoadable(read), [key]);
  useEffect(() => {
    void store.load();
  }, [store]);
  const state = useStore(store.$state);
  return { state, retry: () => void store.load() };
}
