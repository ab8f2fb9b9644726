import '../safeStorage';
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';

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

/** Spec §4: after a successful verification the token and the user id are stored. */
export function signIn(session: { token: string; userId: string }): void {
  $userToken.set(session.token);
  $userId.set(session.userId);
}

/** Logging out forgets the session (and with it the cart list, see `stores/cart`). */
export function signOut(): void {
  $userToken.set('');
  $userId.set('');
}
