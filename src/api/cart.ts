import { authorizationHeaders, apiFetch } from './client';
import { callApi } from './callApi';
import { callMessages } from './callMessages';
import { dataList, parseCartItem, succeeded } from './parse';

/** Product §7 `GET /cart/{userId}`: the items of the user's cart. */
export function fetchCart(userId: string) {
  return callApi(
    () =>
      apiFetch(`/api/v1/cart/${encodeURIComponent(userId)}`, { headers: authorizationHeaders() }),
    dataList(parseCartItem),
    callMessages.load,
  );
}

/**
 * Product §7 `POST /cart/add`; with the visit's partner (interface §2) the payload also names it, so the
 * lab can credit the partner. Without one it stays exactly the spec's `{ userId, testId }`.
 */
export function addToCart(userId: string, testId: string, partner?: string) {
  return callApi(
    () =>
      apiFetch('/api/v1/cart/add', {
        method: 'POST',
        body: partner ? { userId, testId, partner } : { userId, testId },
        headers: authorizationHeaders(),
      }),
    succeeded,
    callMessages.addToCart,
  );
}

/** Product §7 `DELETE /cart/remove` (the payload travels in the body). */
export function removeFromCart(userId: string, testId: string) {
  return callApi(
    () =>
      apiFetch('/api/v1/cart/remove', {
        method: 'DELETE',
        body: { userId, testId },
        headers: authorizationHeaders(),
      }),
    succeeded,
    callMessages.removeFromCart,
  );
}
