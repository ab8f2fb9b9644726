import type { CartItem } from '../../api/types';
import { replaceCart } from './cartList';

/** The storage list follows the server's cart items (issue 5), so every badge is right. */
export function replaceCartWith(items: CartItem[]): void {
  replaceCart(items.map(({ _id, name, price }) => ({ _id, name, price })));
}

/**
 * Brings the `cart` storage list (the header count) in line with the user's server cart, e.g.
 * right after a login, when the cart may have been filled on another device. Best effort: when
 * the server or the API chunk cannot be reached, the list stays as it was.
 */
export async function syncCartWithServer(userId: string): Promise<void> {
  try {
    const { fetchCart } = await import('../../api/cart');
    const outcome = await fetchCart(userId);
    if (outcome.ok) replaceCartWith(outcome.value);
  } catch {
    // Nothing to correct then: the count is what this browser knew.
  }
}
