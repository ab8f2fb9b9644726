import '../safeStorage';
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { $userId } from '../session';

/** What the `cart` storage list keeps of an item: enough for the header count and a summary. */
export interface CartEntry {
  _id: string;
  name?: string;
  price?: number;
}

/** Anything found in storage (older formats, another app's junk) becomes a clean list. */
export function decodeCartEntries(raw: string): CartEntry[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries: CartEntry[] = [];
  for (const item of value as unknown[]) {
    if (typeof item === 'string' && item) entries.push({ _id: item });
    else if (item && typeof item === 'object' && '_id' in item && typeof item._id === 'string') {
      const entry: CartEntry = { _id: item._id };
      if ('name' in item && typeof item.name === 'string') entry.name = item.name;
      if ('price' in item && typeof item.price === 'number') entry.price = item.price;
      entries.push(entry);
    }
  }
  return entries;
}

/** Product §3: the `cart` list in browser storage, used for the header count. */
export const $cart = persistentAtom<CartEntry[]>('cart', [], {
  // An empty cart removes the key: a signed-out browser keeps nothing of the session.
  encode: (entries) => (entries.length ? JSON.stringify(entries) : undefined),
  decode: decodeCartEntries,
});

export const $cartCount = computed($cart, (entries) => entries.length);

export function addCartEntry(entry: CartEntry): void {
  const entries = $cart.get();
  if (entries.some((existing) => existing._id === entry._id)) return;
  $cart.set([...entries, entry]);
}

export function removeCartEntry(id: string): void {
  $cart.set($cart.get().filter((entry) => entry._id !== id));
}

// Logging out (here or in another tab) forgets the cart list that belonged to the session.
$userId.listen((userId) => {
  if (!userId) $cart.set([]);
});
