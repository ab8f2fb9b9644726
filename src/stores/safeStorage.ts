import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { createSafeStorage, openBrowserStorage } from './browserStorage';

/**
 * Whether `key` holds `value` in the browser's storage, where it outlives a reload, rather than
 * only in this page's memory.
 */
export function isStored(key: string, value: string): boolean {
  try {
    return openBrowserStorage('localStorage')?.getItem(key) === value;
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
  setPersistentEngine(createSafeStorage(openBrowserStorage('localStorage')), windowPersistentEvents);
}

installSafeStorage();
