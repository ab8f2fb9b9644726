import { ofetch } from 'ofetch';
import { $resolvedApiBase } from '../stores/config';
import { $userToken } from '../stores/session';

/**
 * The one HTTP client of the bundle. The base address is read per request because any element
 * may set `api-base` after the first call was prepared. No retries: every call of spec §7 is
 * either user-initiated or cheap to repeat by hand, and a POST must never be sent twice.
 */
export const apiFetch = ofetch.create({
  retry: 0,
  onRequest({ options }) {
    options.baseURL = $resolvedApiBase.get();
  },
});

/**
 * Cart calls carry the stored token (the reference API checks it). The spec's original client
 * sent none; sending it is what keeps one user out of another's cart.
 */
export function authorizationHeaders(): Record<string, string> {
  const token = $userToken.get();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
