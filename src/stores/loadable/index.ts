import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { ApiOutcome } from '../../api/callApi';
import type { Phrase } from '../../i18n';
import '../apiConnection';
import { whenBackOnline } from '../connectivity';

/** What a screen shows for one server read: loading, then the value or the failure message. */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; message: Phrase };

export interface LoadableStore<T> {
  $state: ReadableAtom<Loadable<T>>;
  /** Starts (or restarts, for Retry) the read; an older read that finishes later is ignored. */
  load: () => Promise<void>;
}

/**
 * A store for one read of `src/api`: the seam every listing, product and banner load goes through,
 * so it connects the API client (`../apiConnection`) for the reads the screens hand it. While it
 * is shown, a failed read is read again by itself when the browser comes back online.
 */
export function createLoadable<T>(read: () => Promise<ApiOutcome<T>>): LoadableStore<T> {
  const $state = atom<Loadable<T>>({ status: 'loading' });
  let latest = 0;
  async function load(): Promise<void> {
    latest += 1;
    const run = latest;
    $state.set({ status: 'loading' });
    const outcome = await read();
    if (run !== latest) return;
    $state.set(loadableOf(outcome));
  }
  onMount($state, () =>
    whenBackOnline(() => {
      if ($state.get().status === 'failed') void load();
    }),
  );
  return { $state, load };
}

/** What a screen shows for a read's outcome. */
export function loadableOf<T>(outcome: ApiOutcome<T>): Loadable<T> {
  return outcome.ok ? { status: 'ready', value: outcome.value } : { status: 'failed', message: outcome.message };
}
