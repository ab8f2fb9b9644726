import { isSafeApiBase, isSafeStoreUrl } from '../../lib/safeAddress';

/** The attributes that hold an address, with the rule each value must pass to be used. */
const addressRules: Readonly<Record<string, (value: string, base: string) => boolean>> = {
  'api-base': isSafeApiBase,
  'store-url': isSafeStoreUrl,
};

/** Relative addresses are read against the page's; a server render has no page, only absolute ones. */
const pageAddress = () => (typeof document === 'undefined' ? undefined : document.baseURI);

const isUsable = (name: string, value: string) => addressRules[name]?.(value, pageAddress() ?? 'https://server.invalid/') ?? true;

/** The attribute's value as the element may use it: an unsafe address counts as absent. */
export function usableAttributeValue(name: string, value: string | null): string | null {
  return value !== null && isUsable(name, value) ? value : null;
}

const warned = new WeakMap<Element, Set<string>>();

/** One console warning per element and unsafe value, naming the attribute the page must fix. */
export function warnAboutUnsafeAddress(host: Element, name: string, value: string | null): void {
  if (value === null || isUsable(name, value)) return;
  const seen = warned.get(host) ?? new Set();
  warned.set(host, seen);
  if (seen.has(`${name}=${value}`)) return;
  seen.add(`${name}=${value}`);
  const rule = name === 'api-base' ? 'https (or http on localhost)' : 'relative or http(s)';
  console.warn(`<${host.localName}> ignores its ${name} attribute: the address must be ${rule}.`);
}
