import { computed } from 'nanostores';
import { $apiBase } from './apiBase';

/** The base address calls use now: the configured one, or the page's origin. */
export const $resolvedApiBase = computed($apiBase, (base) =>
  base || (typeof location === 'undefined' ? '' : location.origin),
);

/** A path the API serves (images, banners) as an absolute address under the base. */
export function apiAssetUrl(path: string): string {
  return assetUrlUnder($resolvedApiBase.get(), path);
}

/** A path the API serves, under a given base (the server renderer's `api-base`). */
export function assetUrlUnder(base: string, path: string): string {
  if (/^(https?:|data:)/i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
