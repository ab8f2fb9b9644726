/**
 * The addresses an embedding page may give an element (interface §2). A `store-url` is followed by
 * `location.assign`, so a `javascript:` one would run script; an `api-base` receives the visitor's
 * session token, so it must be encrypted unless it is the developer's own machine.
 */
const LOOPBACK_HOST = /^(localhost|[^.]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function resolve(value: string, base: string): URL | undefined {
  try {
    return new URL(value.trim(), base);
  } catch {
    return undefined;
  }
}

/** A store page address: relative to the page, or http(s). */
export function isSafeStoreUrl(value: string, base: string): boolean {
  const url = resolve(value, base);
  return url?.protocol === 'https:' || url?.protocol === 'http:';
}

/** An API base: https, or plain http only on loopback (a development server). */
export function isSafeApiBase(value: string, base: string): boolean {
  const url = resolve(value, base);
  if (url?.protocol === 'https:') return true;
  return url?.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname);
}
