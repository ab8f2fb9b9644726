import { isStored } from '../safeStorage';
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { announce } from '../../elements/announce';

/** A stored text whose empty value removes the key, so a signed-out browser keeps nothing. */
const storedText = (key: string) =>
  persistentAtom<string>(key, '', {
    encode: (value) => value || undefined,
    decode: (value) => value,
  });

/** Spec §3 browser storage: `userToken` and `userId` (DESIGN §2 fixes the key names). */
export const $userToken = storedText('userToken');
export const $userId = storedText('userId');

export const $isLoggedIn = computed($userId, (userId) => userId !== '');

// A session that starts or ends (here or in another tab) is told to the host page once.
$userId.listen((userId) => {
  if (userId) announce('lab-login', { userId });
  else announce('lab-logout', {});
});

/**
 * Spec §4: after a successful verification the token and the user id are stored. Returns whether
 * the browser kept them; where storage is blocked or full they live in this page's memory only.
 */
export function signIn(session: { token: string; userId: string }): boolean {
  $userToken.set(session.token);
  $userId.set(session.userId);
  return isStored('userToken', session.token) && isStored('userId', session.userId);
}

/** Logging out forgets the session (and with it the cart list, see `stores/cart`). */
export function signOut(): void {
  $userToken.set('');
  $userId.set('');
}
