import { atom, onMount } from 'nanostores';

/**
 * Whether the browser says it is online (`navigator.onLine` and its `online`/`offline` events),
 * for the whole page: every element reads this one store. Listening starts with the first reader,
 * so importing it touches no `window` (server rendering).
 */
export const $online = atom(true);

onMount($online, () => {
  // A server render reads the store too: there the page counts as online.
  if (typeof window === 'undefined') return;
  const follow = () => $online.set(navigator.onLine);
  follow();
  window.addEventListener('online', follow);
  window.addEventListener('offline', follow);
  return () => {
    window.removeEventListener('online', follow);
    window.removeEventListener('offline', follow);
  };
});

/** Calls `run` each time the browser comes back online; returns the unsubscribe. */
export function whenBackOnline(run: () => void): () => void {
  return $online.listen((online) => {
    if (online) run();
  });
}

/** How long "back online" stays on screen once the connection has returned. */
const BACK_ONLINE_SHOWN_MS = 5000;

/** What the page's one connection notice says: nothing, offline, or back online for a moment. */
export type ConnectionNotice = 'offline' | 'back-online' | undefined;

export const $connectionNotice = atom<ConnectionNotice>(undefined);

onMount($connectionNotice, () => {
  let clear: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = $online.subscribe((online) => {
    clearTimeout(clear);
    if (!online) {
      $connectionNotice.set('offline');
    } else if ($connectionNotice.get() === 'offline') {
      $connectionNotice.set('back-online');
      clear = setTimeout(() => $connectionNotice.set(undefined), BACK_ONLINE_SHOWN_MS);
    }
  });
  return () => {
    clearTimeout(clear);
    unsubscribe();
  };
});

/**
 * The elements that can show the notice, in the order they appeared. Only the first shows it, so a
 * page with a header, a search box and three test cards says "offline" once, in one live region.
 */
export const $connectionNoticeHolders = atom<readonly object[]>([]);

/** Puts an element's notice in line to show; returns its leaving. */
export function holdConnectionNotice(holder: object): () => void {
  $connectionNoticeHolders.set([...$connectionNoticeHolders.get(), holder]);
  return () => $connectionNoticeHolders.set($connectionNoticeHolders.get().filter((other) => other !== holder));
}
