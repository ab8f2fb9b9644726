import { hashHref, navigateHash } from './hashLocation';

/**
 * Where a widget sends the user. Inside `lab-storefront`, or a standalone widget without
 * `store-url`, store paths live in the current page's hash; with `store-url` (interface §2) they
 * live on the store page, `{store-url}#/cart?userId=...`, and carry the visit's partner there
 * (`&partner=clinic-7`), since that page's session storage knows nothing of this one's.
 */
export function storeHref(path: string, storeUrl?: string, partner?: string): string {
  if (!storeUrl) return hashHref(path);
  const withPartner = partner ? `${path}${path.includes('?') ? '&' : '?'}partner=${encodeURIComponent(partner)}` : path;
  return `${storeUrl.replace(/#.*$/, '')}${hashHref(withPartner)}`;
}

export function goToStore(path: string, storeUrl?: string, partner?: string): void {
  if (storeUrl) location.assign(storeHref(path, storeUrl, partner));
  else navigateHash(path);
}

/** A store path with its query, the values encoded: `storePath('/search', { q: 'vit d' })`. */
export function storePath(path: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
