import { cleanStores } from 'nanostores';
import { $cart, $cartCount } from '../../../src/stores/cart/cartList';
import { $connectionNotice, $online } from '../../../src/stores/connectivity';
import { $languageChoice } from '../../../src/stores/language';
import { $deviceKey, $userId, $userToken } from '../../../src/stores/session';

/**
 * The stores that listen to the page while they have readers: the ones kept in storage (the
 * storage and pageshow events), the language choice (other tabs' storage events) and the
 * connection (online and offline; the notice first, which reads it), with the cart's count, which
 * reads the cart. Nanostores lets a store go a second after its last reader leaves; on a busy
 * machine that second ended after the test file's window was gone, and the store threw 'window is
 * not defined' in the next file's time. None but `$userId` has a listener of our modules' own.
 */
const readOnlyByTheirReaders = [$connectionNotice, $online, $languageChoice, $cartCount, $cart, $userToken, $deviceKey];

/**
 * Stops them all after an entry file, while its window is there (each entry file has a page of its
 * own); a store stopped here cannot go again later. `$userId` too, whose listener of the cart's
 * (logging out empties the cart) goes with it: the page is going away.
 */
export function stopPageListeningStores(): void {
  if (typeof window === 'undefined') return;
  cleanStores(...readOnlyByTheirReaders, $userId);
}

/**
 * Stops them after each unit test: the unit files share one page (`isolate: false`), which goes
 * only after the last of them. A reader a finished test left in its second of grace is dropped
 * with them, so it cannot act in the next test: the product screen's "already in your cart"
 * store, which asks for the details of each test put in the cart, among them. `$userId` stays as
 * it is: the cart's module listens to it for good.
 */
export function stopReadersLeftByTheTest(): void {
  if (typeof window === 'undefined') return;
  cleanStores(...readOnlyByTheirReaders);
}
