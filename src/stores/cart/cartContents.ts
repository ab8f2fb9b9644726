import { computed, onMount, type ReadableAtom } from 'nanostores';
import type { CartItem } from '../../domain/cartItem';
import type { LabTest } from '../../domain/labTest';
import { findCartOverlaps, itemsIncluding, type CartOverlap } from '../../lib/cartOverlaps';
import { summarisePreparation, type Preparation } from '../../lib/preparation';
import { $testDetails, readTestDetails, requestTestDetails } from '../testDetails';
import { $cart } from './cartList';

/** The cart screen's items: `undefined` while the server cart loads. */
export type CartItems = CartItem[] | undefined;

/** A cart item with the details of its test: what it includes and how to prepare for it. */
export type DetailedCartItem = CartItem & { test: LabTest; includedTests: LabTest['includedTests'] };

export interface CartContents {
  /** Tests the visitor would pay for twice, among the items whose details have arrived. */
  $overlaps: ReadableAtom<CartOverlap<DetailedCartItem>[]>;
  /** The preparation for every item together; `undefined` until every item's details are known. */
  $preparation: ReadableAtom<Preparation | undefined>;
}

/**
 * What the cart screen's items include, read once per test for the visit (`$testDetails`): the
 * cart's name and price with the test's `includedTests`, fasting, sample type and report time.
 */
export function createCartContents($items: ReadableAtom<CartItems>): CartContents {
  const $detailed = computed([$items, $testDetails], (items, details) =>
    (items ?? []).flatMap((item): DetailedCartItem[] => {
      const test = details[item._id];
      return test ? [{ ...item, test, includedTests: test.includedTests }] : [];
    }),
  );
  onMount($detailed, () => $items.subscribe((items) => requestTestDetails((items ?? []).map((item) => item._id))));
  return {
    $overlaps: computed($detailed, (items) => findCartOverlaps(items)),
    $preparation: computed([$items, $detailed], (items, detailed) =>
      items?.length && detailed.length === items.length
        ? summarisePreparation(detailed.map(({ name, test }) => ({ ...test, name })))
        : undefined,
    ),
  };
}

/**
 * The names of the items in the visitor's cart (the `cart` storage list) that already include
 * `test`, for the product screen's notice before a duplicate is added.
 */
export function cartItemsIncluding(test: LabTest): ReadableAtom<string[]> {
  const $including = computed([$cart, $testDetails], (entries, details) =>
    itemsIncluding(test, entries.flatMap((entry) => details[entry._id] ?? [])).map((item) => item.name),
  );
  onMount($including, () => $cart.subscribe((entries) => requestTestDetails(entries.map((entry) => entry._id))));
  return $including;
}

/** Reads the details of every item of the cart list not known yet; settles when all have answered. */
export async function readCartItemDetails(): Promise<void> {
  await Promise.all($cart.get().map((entry) => readTestDetails(entry._id)));
}
