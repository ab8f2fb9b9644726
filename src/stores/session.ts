import './safeStorage';
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { clearCart } from './cart';

/** Spec §3 browser storage: `userToken` and `userId` (DESIGN §2 fixes the key names). */
export const $userToken = persistentAtom<string>('userToken', '');
export const $userId = persistentAtom<string>('userId', '');

export const $isLoggedIn = computed($userId, (userId) => userId !== '');

/** Spec §4: after a successful verification the token and the user id are stored. */
export function signIn(session: { token: string; userId: string }): void {
  $userToken.set(session.token);
  $userId.set(session.userId);
}

/** Logging out forgets the session and the cart list that belonged to it. */
export function signOut(): void {
  $userToken.set('');
  $userId.set('');
  clearCart();
}
