import type { IncludedTestGroup } from '../domain/labTest';
import { namesMatch, readName, type ReadName } from './testNames';

/** A cart item with what it includes (product §3 `includedTests`, from `GET /tests/{id}`). */
export interface ItemWithTests {
  _id: string;
  name: string;
  price: number;
  includedTests: readonly IncludedTestGroup[];
}

/**
 * Tests the visitor would pay for twice: an item that another item already includes, or two
 * items that share some tests (which one to keep is the visitor's choice).
 */
export type CartOverlap<Item extends ItemWithTests = ItemWithTests> =
  | { kind: 'included'; item: Item; container: Item }
  | { kind: 'shared'; first: Item; second: Item; tests: string[] };

interface ReadItem<Item> {
  item: Item;
  own: ReadName;
  /** Each included test once, as read for matching and as the lab writes it. */
  tests: { name: ReadName; written: string }[];
}

function read<Item extends ItemWithTests>(item: Item): ReadItem<Item> {
  const written = [...new Set(item.includedTests.flatMap((group) => group.tests))];
  return { item, own: readName(item.name), tests: written.map((test) => ({ name: readName(test), written: test })) };
}

/** The tests of `item` that `other` includes too. */
const testsAlsoIn = <Item>(item: ReadItem<Item>, other: ReadItem<Item>) =>
  item.tests.filter(({ name }) => other.tests.some((test) => namesMatch(name, test.name)));

/**
 * Whether `container` includes `item`: its own name is among the container's tests, or every
 * one of its own tests is.
 */
function includes<Item>(container: ReadItem<Item>, item: ReadItem<Item>): boolean {
  if (container.tests.some((test) => namesMatch(test.name, item.own))) return true;
  return item.tests.length > 0 && testsAlsoIn(item, container).length === item.tests.length;
}

/**
 * Of two items that include each other (the same tests under two names), the dearer one is the
 * one to remove; at the same price, the one added later.
 */
function isTheOneToRemove<Item extends ItemWithTests>(item: ReadItem<Item>, other: ReadItem<Item>, itemIsLater: boolean): boolean {
  if (!includes(item, other)) return true;
  return item.item.price > other.item.price || (item.item.price === other.item.price && itemIsLater);
}

/** Every overlap among the items, in cart order: first what is included, then what is shared. */
export function findCartOverlaps<Item extends ItemWithTests>(items: readonly Item[]): CartOverlap<Item>[] {
  const readItems = items.map(read);
  const containers = readItems.map((item, index) =>
    readItems.filter(
      (other, otherIndex) => other !== item && includes(other, item) && isTheOneToRemove(item, other, index > otherIndex),
    ),
  );
  const redundant = new Set(readItems.filter((_, index) => containers[index]?.length));
  const overlaps: CartOverlap<Item>[] = [];
  readItems.forEach((item, index) => {
    const candidates = containers[index] ?? [];
    // Named after an item that stays: TSH is in the checkup, not in the thyroid profile that is in it too.
    const container = candidates.find((other) => !redundant.has(other)) ?? candidates[0];
    if (container) overlaps.push({ kind: 'included', item: item.item, container: container.item });
  });
  const kept = readItems.filter((item) => !redundant.has(item));
  kept.forEach((first, index) => {
    for (const second of kept.slice(index + 1)) {
      const tests = testsAlsoIn(first, second).map(({ written }) => written);
      if (tests.length) overlaps.push({ kind: 'shared', first: first.item, second: second.item, tests });
    }
  });
  return overlaps;
}

/** The items of `cart` that include `test` (the product screen's notice). */
export function itemsIncluding<Item extends ItemWithTests>(test: ItemWithTests, cart: readonly Item[]): Item[] {
  const viewed = read(test);
  return cart.filter((item) => item._id !== test._id && includes(read(item), viewed));
}
