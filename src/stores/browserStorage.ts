/**
 * The browser's `localStorage` or `sessionStorage` when the page may read it, else `undefined`
 * (then memory serves). Reading `window.localStorage` throws in sandboxed frames and with storage
 * blocked. Writes may throw on their own (a full quota, Safari's private mode) while reads still
 * work: a stored session must then stay, so only reads decide, and each write that fails lives in
 * memory (`createSafeStorage`).
 */
export function openBrowserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const storage = window[kind];
    storage.getItem('userId');
    return storage;
  } catch {
    return undefined;
  }
}

/** An object view of the storage, the shape `@nanostores/persistent` reads and writes. */
export function createSafeStorage(storage: Storage | undefined): Record<string, string> {
  /** Values the storage would not take, and (as undefined) removals it would not make. */
  const memory = new Map<string, string | undefined>();
  const read = (key: string): string | undefined => {
    if (memory.has(key)) return memory.get(key);
    try {
      return storage?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  };
  return new Proxy({}, {
    get: (_, key) => (typeof key === 'string' ? read(key) : undefined),
    has: (_, key) => typeof key === 'string' && read(key) !== undefined,
    set: (_, key, value: string) => {
      if (typeof key !== 'string') return true;
      try {
        storage?.setItem(key, value);
        memory.delete(key);
        if (!storage) memory.set(key, value);
      } catch {
        memory.set(key, value);
      }
      return true;
    },
    deleteProperty: (_, key) => {
      if (typeof key !== 'string') return true;
      try {
        storage?.removeItem(key);
        memory.delete(key);
      } catch {
        // The stored value must not come back on the next read.
        memory.set(key, undefined);
      }
      return true;
    },
  });
}

/**
 * A guarded storage opened on first use, not on import: a module that merely imports a store
 * touches no browser API.
 */
export function lazySafeStorage(kind: 'localStorage' | 'sessionStorage'): () => Record<string, string> {
  let storage: Record<string, string> | undefined;
  return () => (storage ??= createSafeStorage(openBrowserStorage(kind)));
}
