import { isDeepStrictEqual } from 'node:util';
import { act } from 'react';
import { expect, it } from 'vitest';
import { atom } from 'nanostores';
import { $apiBase } from '../../src/stores/config';
import { $connectionNotice, $online } from '../../src/stores/connectivity';
import { resetStores } from './support/resetStores';

/**
 * `resetStores` (run after every unit test, tests/unit/setup.ts) is a list kept by hand: this test
 * keeps it whole. Every writable store that `src/stores/` exports is left changed, as a test's
 * last write would leave it, and must be back at its first value afterwards; a new store fails
 * here, by its name, until it has its line there.
 */
interface WritableStore {
  value: unknown;
  readonly init: unknown;
  set(value: never): void;
}

/** A computed store (derived from others, with no value of its own) replaces the atom's `get`. */
const atomGet = String(Reflect.get(atom(), 'get'));

function isWritableStore(value: unknown): value is WritableStore {
  return (
    typeof value === 'object' && value !== null && 'init' in value && 'set' in value && typeof value.set === 'function' &&
    String(Reflect.get(value, 'get')) === atomGet
  );
}

/** A value of the store's own kind that a test could have left in it: a list with an entry, another text, … */
function leftByATest(init: unknown): unknown {
  if (Array.isArray(init)) return [...(init as unknown[]), { leftByATest: true }];
  if (typeof init === 'boolean') return !init;
  if (typeof init === 'number') return init + 1;
  if (typeof init === 'object' && init !== null) return { ...init, leftByATest: true };
  return 'left by a test';
}

/** Not a test's to leave behind: they follow the page, or the file. */
const notResetAfterEachTest = new Map<unknown, string>([
  [$online, "set from the page's online and offline events whenever it has a reader"],
  [$connectionNotice, 'made from $online whenever it has a reader'],
  [$apiBase, "a file's canned API sets it for all its tests; reset after the file"],
]);

const storeModules = import.meta.glob<Record<string, unknown>>(['../../src/stores/**/*.ts', '!../../src/stores/**/*.test.ts'], {
  eager: true,
});

/** Each store once (an index re-exports its folder's stores), by its exported name. */
const writableStores = new Map<WritableStore, string>();
for (const exports of Object.values(storeModules)) {
  for (const [name, value] of Object.entries(exports)) if (name.startsWith('$') && isWritableStore(value)) writableStores.set(value, name);
}

it('puts every writable store of src/stores back as the page loaded it', () => {
  expect(writableStores.size).toBeGreaterThan(10);
  const checked = [...writableStores].filter(([store]) => !notResetAfterEachTest.has(store));
  // Written past the store's readers, which hear only the reset.
  for (const [store] of checked) store.value = leftByATest(store.init);
  act(() => resetStores());
  const notReset = checked.filter(([store]) => !isDeepStrictEqual(store.value, store.init)).map(([, name]) => name);
  expect(notReset, 'stores that resetStores() leaves as a test left them').toEqual([]);
});
