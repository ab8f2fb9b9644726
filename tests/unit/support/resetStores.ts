import { $bookings, $bookingsLoadFailed } from '../../../src/stores/bookings';
import { forgetBookingHold } from '../../../src/stores/bookingSlots';
import { $addsUnderWay, $cart } from '../../../src/stores/cart';
import { setClock, systemClock } from '../../../src/stores/clock';
import { $comparedPackages } from '../../../src/stores/comparison';
import { $apiBase } from '../../../src/stores/config';
import { $connectionNoticeHolders } from '../../../src/stores/connectivity';
import { $contact } from '../../../src/stores/contact';
import { $languageChoice } from '../../../src/stores/language';
import { $loginPanelOpen, $loginsKeptInPage, resetLogin } from '../../../src/stores/login';
import { forgetHeldData, resetAccountDeletion } from '../../../src/stores/myData';
import { $partner } from '../../../src/stores/partner';
import { resetPincodeCheck } from '../../../src/stores/pincode';
import { $deviceKey, signOut } from '../../../src/stores/session';
import { $testDetails } from '../../../src/stores/testDetails';
import { $messagesInDialog, clearToasts } from '../../../src/stores/toasts';

/**
 * Puts every page-wide store back as a page that just loaded has it, but for the API's address,
 * which a file's canned API sets for all its tests (`resetApiBase`, after the file). The unit
 * tests share one page and one module registry (vitest.config.ts, `isolate: false`): a store
 * module is imported once for every file, so what one test leaves in a store would meet the next
 * test, in this file or another. Storage is cleared beside this, after it; the stored stores are
 * emptied here too, since a store still read keeps its value when the storage under it is
 * cleared. A new store of the page's (`src/stores/`) gets its line here:
 * tests/unit/reset-stores.test.ts fails, naming it, until it has.
 */
export function resetStores(): void {
  signOut();
  $deviceKey.set('');
  $cart.set([]);
  $addsUnderWay.set([]);
  $bookings.set(undefined);
  $bookingsLoadFailed.set(false);
  $partner.set('');
  $comparedPackages.set([]);
  if ($contact.init) $contact.set({ ...$contact.init });
  $languageChoice.set(undefined);
  resetLogin();
  $loginPanelOpen.set(false);
  $loginsKeptInPage.set(0);
  resetPincodeCheck();
  forgetHeldData();
  resetAccountDeletion();
  $testDetails.set({});
  clearToasts();
  $messagesInDialog.set(false);
  // Its holders let go as they unmount, which the page's emptying has just done.
  $connectionNoticeHolders.set([]);
  forgetBookingHold();
  setClock(systemClock);
}

/** Forgets the API's address a file's tests used (its canned API's, or an element's `api-base`). */
export function resetApiBase(): void {
  $apiBase.set('');
}
