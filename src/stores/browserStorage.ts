/**
 * `localStorage` where the page may use it. Every access can throw: reading `window.localStorage`
 * in a sandboxed frame or with storage blocked, a write when the quota is full. A read that fails
 * finds nothing; a write that fails says so, and the caller keeps the value in memory.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
