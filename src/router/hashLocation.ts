import { useSyncExternalStore } from 'react';

/**
 * The store's location lives in the hash, query included: `#/product?id=5&category=x`.
 * wouter's own hash hook reads the query from `location.search` (before the `#`), so deep links
 * with a query would not match and links would leak their query onto the host page's URL. This
 * hook splits the hash at its `?` and never touches the host's path or query.
 */
export interface HashParts {
  path: string;
  search: string;
}

/** The mark a store address starts with: `#`, or `#!` as older links write it. */
const hashMark = /^#!?/;

/** Whether `hash` is a store address (`#/…` or `#!/…`, home's `#/` included), not a page anchor. */
export function isStoreHash(hash: string): boolean {
  return new RegExp(`${hashMark.source}/`).test(hash);
}

export function splitHash(hash: string): HashParts {
  const withoutMark = hash.replace(hashMark, '');
  const queryAt = withoutMark.indexOf('?');
  const rawPath = queryAt === -1 ? withoutMark : withoutMark.slice(0, queryAt);
  const search = queryAt === -1 ? '' : withoutMark.slice(queryAt + 1);
  let path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape stays as typed; the router then shows the error page for it.
  }
  return { path, search };
}

// One `hashchange` subscription for every listener, so all of them update in the same tick.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    addEventListener('hashchange', notify);
    addEventListener('popstate', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      removeEventListener('hashchange', notify);
      removeEventListener('popstate', notify);
    }
  };
}

const currentPath = () => splitHash(location.hash).path;
const currentSearch = () => splitHash(location.hash).search;

/** Goes to `to` (a store path like `/cart?userId=7`) by changing only the page's hash. */
export function navigateHash(to: string, options: { replace?: boolean } = {}): void {
  const oldURL = location.href;
  const url = new URL(oldURL);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  if (url.href === oldURL) return;
  history[options.replace ? 'replaceState' : 'pushState'](history.state, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** wouter location hook: `[path, navigate]` from the hash. */
export function useHashLocation(): [string, typeof navigateHash] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigateHash];
}

/** wouter search hook: the query part of the hash, without `?`. */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/** How wouter writes a store path into an `href`. */
export const hashHref = (to: string): string => `#${to.startsWith('/') ? to : `/${to}`}`;
