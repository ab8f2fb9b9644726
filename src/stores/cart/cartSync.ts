import { $cart, type CartEntry } from './cartList';
import { callLazyApi } from '../lazyApi';

/** Brings the list in line with the server's cart items, so every badge shows the right count. */
export function replaceCart(items: readonly CartEntry[]): void {
  $cart.set(items.map(({ _id, name, price }) => ({ _id, name, price })));
}

/**
 * Brings the `cart` storage list (the header count) in line with the user's server cart, e.g.
 * right after a login, when the cart may have been filled on another device. Best effort: when
 * the server or the API chunk cannot be reached, the list stays as it was.
 *
 * A module of its own, loading the API lazily: the login panel and the header use it, and
 * neither should download the HTTP client before it is needed, nor the cart badge this code.
 */
export async function syncCartWithServer(userId: string): Promise<void> {
  const outcome = await callLazyApi(() => import('./cartApi'), (api) => api.fetchCart(userId), 'api.load.error');
  // A failure leaves nothing to correct: the count is what this browser knew.
  if (outcome.ok) replaceCart(outcome.value);
}
