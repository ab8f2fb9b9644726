import { atom, computed } from 'nanostores';

/**
 * The API's base address (DESIGN §2 `api-base`). Set from any element on the page, it serves
 * every element; without one, calls go to the page's own origin.
 */
export const $apiBase = atom<string>('');

export function setApiBase(value: string | null | undefined): void {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (trimmed) $apiBase.set(trimmed);
}

/** The base address calls use now: the configured one, or the page's origin. */
export const $resolvedApiBase = computed($apiBase, (base) =>
  base || (typeof location === 'undefined' ? '' : location.origin),
);

/** A path the API serves (images, banners) as an absolute address under the base. */
export function apiAssetUrl(path: string): string {
  if (/^(https?:|data:)/i.test(path)) return path;
  const base = $resolvedApiBase.get();
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
