import { atom } from 'nanostores';
import { addToCart } from '../../api/cart';
import '../apiConnection';
import { phrase, type Phrase } from '../../i18n';
import { $partner } from '../partner';
import { $userId } from '../session';
import { addCartEntry } from './cartList';

export type AddToCartResult =
  | { kind: 'login-required'; message: Phrase }
  /** The server refused the token (401): see `sessionEnded`. */
  | { kind: 'session-ended' }
  | { kind: 'done'; message: Phrase }
  | { kind: 'failed'; message: Phrase }
  /** An add of the same test is already under way (another press, the buy bar's twin button). */
  | { kind: 'under-way' };

/** The tests being added now: every Add to cart button of a test says "Adding…" while it is. */
export const $addsUnderWay = atom<readonly string[]>([]);

/**
 * Product §5/§8 add to cart: a stored userId is required; on success the item joins the `cart`
 * storage list, which every badge on the page (and in other tabs) reads. The visit's partner goes
 * with the add.
 */
export async function addTestToCart(test: { _id: string; name: string; price: number }): Promise<AddToCartResult> {
  const userId = $userId.get();
  if (!userId) return { kind: 'login-required', message: phrase('catalogue.addToCart.loginRequired') };
  if ($addsUnderWay.get().includes(test._id)) return { kind: 'under-way' };
  $addsUnderWay.set([...$addsUnderWay.get(), test._id]);
  const outcome = await addToCart(userId, test._id, $partner.get() || undefined).finally(() =>
    $addsUnderWay.set($addsUnderWay.get().filter((id) => id !== test._id)),
  );
  if (!outcome.ok) return outcome.status === 401 ? { kind: 'session-ended' } : { kind: 'failed', message: outcome.message };
  addCartEntry({ _id: test._id, name: test.name, price: test.price });
  return { kind: 'done', message: phrase('api.addToCart.succeeded') };
}
