import { isStored } from '../safeStorage';
import { computed } from 'nanostores';
import { $deviceKey } from './deviceKey';
import { storedText } from './storedText';

export { $deviceKey } from './deviceKey';

/** Product §3 browser storage: `userToken` and `userId` (interface §2 fixes the key names). */
export const $userToken = storedText('userToken');
export const $userId = storedText('userId');

export const $isLoggedIn = computed($userId, (userId) => userId !== '');

/** True while this page itself changes the session, so its listeners can tell another tab's changes. */
let changingHere = false;

function setSession(token: string, userId: string): void {
  changingHere = true;
  try {
    $userToken.set(token);
    $userId.set(userId);
  } finally {
    changingHere = false;
  }
}

/**
 * Product §4: after a successful verification the token and the user id are stored, and the
 * browser's device key when the server gave one. Returns whether the browser kept the session;
 * where storage is blocked or full it lives in this page's memory only.
 */
export function signIn(session: { token: string; userId: string; deviceKey?: string }): boolean {
  if (session.deviceKey) $deviceKey.set(session.deviceKey);
  setSession(session.token, session.userId);
  return isStored('userToken', session.token) && isStored('userId', session.userId);
}

/**
 * Logging out forgets the session (and with it the cart list, see `stores/cart`); the device key
 * stays, as it names the browser.
 */
export function signOut(): void {
  setSession('', '');
}

/**
 * Calls `listener` with the new user id (empty when logged out) whenever another tab logs in or
 * out; this page's own logins and logouts are told by the element where they happen.
 */
export function listenToSessionElsewhere(listener: (userId: string) => void): () => void {
  return $userId.listen((userId) => {
    if (!changingHere) listener(userId);
  });
}
