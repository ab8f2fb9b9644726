import { hashHref, navigateHash } from './hashLocation';

/**
 * Where a widget sends the user. Inside `lab-storefront`, or a standalone widget without
 * `store-url`, store paths live in the current page's hash; with `store-url` (DESIGN §2) they
 * live on the store page: `{store-url}#/cart?userId=...`.
 */
export function storeHref(path: string, storeUrl?: string): string {
  const hash = hashHref(path);
  if (!storeUrl) return hash;
  return `${storeUrl.replace(/#.*$/, '')}${hash}`;
}

export function goToStore(path: string, storeUrl?: string): void {
  if (storeUrl) location.assign(storeHref(path, storeUrl));
  else navigateHash(path);
}

/** A store path with its query, the values encoded: `storePath('/search', { q: 'vit d' })`. */
export function storePath(path: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
