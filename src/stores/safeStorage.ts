import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

/**
 * The persistent stores' engine: `localStorage` when the page may use it, memory otherwise.
 * Reading `window.localStorage` throws in sandboxed frames and with storage blocked, and writes
 * throw when the quota is full (Safari's private mode); the store must keep working in memory.
 */
function openLocalStorage(): Storage | undefined {
  try {
    const storage = window.localStorage;
    const probe = '__lab_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/** An object view of the storage, the shape `@nanostores/persistent` reads and writes. */
export function createSafeStorage(storage: Storage | undefined): Record<string, string> {
  const memory = new Map<string, string>();
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
      memory.delete(key);
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to undo: the memory copy is gone, which is what the caller wanted.
      }
      return true;
    },
  });
}

/**
 * Whether `key` holds `value` in the browser's storage, where it outlives a reload, rather than
 * only in this page's memory.
 */
export function isStored(key: string, value: string): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(key) === value;
  } catch {
    return false;
  }
}

/** Installs the engine. Runs before any persistent store is created (stores import this first). */
function installSafeStorage(): void {
  if (typeof window === 'undefined') {
    // Outside a browser (server-side tools, tests in Node) there is no storage and no other tab.
    setPersistentEngine(createSafeStorage(undefined), {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    return;
  }
  setPersistentEngine(createSafeStorage(openLocalStorage()), windowPersistentEvents);
}

installSafeStorage();
