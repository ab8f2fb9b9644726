import { addToCart } from '../../api/cart';
import { t } from '../../i18n';
import { $userId } from '../session';
import { addCartEntry, replaceCart } from './cartList';

export type AddToCartResult =
  | { kind: 'login-required'; message: string }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Spec §5/§8 add to cart: a stored userId is required; on success the item joins the `cart`
 * storage list, which every badge on the page (and in other tabs) reads.
 */
export async function addTestToCart(test: { _id: string; name: string; price: number }): Promise<AddToCartResult> {
  const userId = $userId.get();
  if (!userId) return { kind: 'login-required', message: t('addToCart.loginRequired') };
  const outcome = await addToCart(userId, test._id);
  if (!outcome.ok) return { kind: 'failed', message: outcome.message };
  addCartEntry({ _id: test._id, name: test.name, price: test.price });
  return { kind: 'done', message: t('api.addToCart.succeeded') };
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
    if (outcome.ok) replaceCart(outcome.value);
  } catch {
    // Nothing to correct then: the count is what this browser knew.
  }
}
