import { cleanStores } from 'nanostores';
import { $cart } from '../../../src/stores/cart/cartList';
import { $connectionNotice, $online } from '../../../src/stores/connectivity';
import { $languageChoice } from '../../../src/stores/language';
import { $userId, $userToken } from '../../../src/stores/session';

/**
 * Stops every store that listens to the page while it has readers: the ones kept in storage (the
 * storage and pageshow events), the language choice (other tabs' storage events) and the
 * connection (online and offline; the notice first, which reads it). Nanostores lets a store go a
 * second after its last reader leaves; on a busy machine that second ended after the test file's
 * window was gone, and the store threw 'window is not defined' in the next file's time. Called
 * after each file, while the window is there; a store stopped here cannot go again later.
 */
export function stopPageListeningStores(): void {
  if (typeof window === 'undefined') return;
  cleanStores($connectionNotice, $online, $languageChoice, $cart, $userId, $userToken);
}
