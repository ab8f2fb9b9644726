import { translator, type Phrase } from '../../i18n';
import { atom, computed, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import { fetchCart, removeFromCart } from '../../api/cart';
import '../apiConnection';
import { createCartContents, type CartContents, type CartItems } from './cartContents';
import { removeCartEntry } from './cartList';
import { replaceCart } from './cartSync';
import { whenBackOnline } from '../connectivity';

export interface CartTotals {
  subtotal: number;
  tax: number;
  total: number;
}

/** Product §9: tax is always 0. */
const CART_TAX = 0;

export interface CartScreen extends CartContents {
  $items: WritableAtom<CartItems>;
  /** Product §9: subtotal is the sum of the prices; tax is always 0; total equals subtotal. */
  $totals: ReadableAtom<CartTotals>;
  /** Whether the last read of the cart failed: the empty cart then offers Retry. */
  $loadFailed: ReadableAtom<boolean>;
  /** Reads the cart (again, for Retry): the items are `undefined` until it answers. */
  load: () => Promise<void>;
  /** Resolves with the product §8 failure message, or `undefined` when the item was removed. */
  remove: (testId: string) => Promise<Phrase | undefined>;
}

/**
 * `onSessionEnded` runs when the server refuses the token (401). Any other refusal, a 403 for
 * another user's cart included, shows nothing of that cart and leaves the stored list alone.
 */
export function createCartScreen(userId: string, onSessionEnded: () => void): CartScreen {
  const $items = atom<CartItems>(undefined);
  const $totals = computed($items, (items): CartTotals => {
    const subtotal = (items ?? []).reduce((sum, item) => sum + item.price, 0);
    return { subtotal, tax: CART_TAX, total: subtotal + CART_TAX };
  });

  const $loadFailed = atom(false);
  let latest = 0;

  async function load(): Promise<void> {
    latest += 1;
    const run = latest;
    $items.set(undefined);
    $loadFailed.set(false);
    const outcome = await fetchCart(userId);
    if (run !== latest) return;
    if (!outcome.ok && outcome.status === 401) onSessionEnded();
    if (!outcome.ok) {
      // Product §8: a cart fetch failure is only logged; the page shows the empty cart (and Retry).
      console.error('Could not load the cart:', translator('en')(outcome.message));
      $items.set([]);
      $loadFailed.set(outcome.status !== 401 && outcome.status !== 403);
      return;
    }
    replaceCart(outcome.value);
    $items.set(outcome.value);
  }

  // A cart that could not be read is read again when the browser comes back online.
  onMount($loadFailed, () =>
    whenBackOnline(() => {
      if ($loadFailed.get()) void load();
    }),
  );

  /** A removal under way, by test id: a second press while it is in flight sends nothing. */
  const removals = new Map<string, Promise<Phrase | undefined>>();

  function remove(testId: string): Promise<Phrase | undefined> {
    let removal = removals.get(testId);
    if (!removal) {
      removal = sendRemoval(testId).finally(() => removals.delete(testId));
      removals.set(testId, removal);
    }
    return removal;
  }

  async function sendRemoval(testId: string): Promise<Phrase | undefined> {
    const outcome = await removeFromCart(userId, testId);
    if (!outcome.ok && outcome.status === 401) onSessionEnded();
    if (!outcome.ok) return outcome.message;
    removeCartEntry(testId);
    $items.set(($items.get() ?? []).filter((item) => item._id !== testId));
    return undefined;
  }

  return { $items, $totals, $loadFailed, load, remove, ...createCartContents($items) };
}
