import type { LabEventDetailMap } from '../elements/events';
import { t } from '../i18n';
import { openLoginPanel } from './loginPanel';
import { signOut } from './session';
import { showToast } from './toasts';

/** Fires `lab-logout` from the element the user acted in (`useLabEvent`). */
type FireLogout = (name: 'lab-logout', detail: LabEventDetailMap['lab-logout']) => void;

/**
 * The Logout action of every element: ends the session on the server, then forgets it here even
 * when that call fails or cannot be made, and tells the host page. The API chunk is loaded only
 * now, as `syncCartWithServer` does, so widgets without it stay small.
 */
export async function logOut(fire: FireLogout): Promise<void> {
  try {
    const { logout } = await import('../api/auth');
    await logout();
  } catch {
    // Signed out here regardless; the server ends the session at its idle time.
  }
  signOut();
  fire('lab-logout', {});
}

/**
 * The one answer to a 401 on a cart call: the session has ended on the server (expired, or
 * logged out on another device). Every element on the page shares the session store, so all of
 * them show the user as logged out; the host page hears `lab-logout`, and the user is offered
 * the login panel.
 */
export function sessionEnded(fire: FireLogout): void {
  signOut();
  fire('lab-logout', {});
  showToast({ tone: 'info', text: t('session.ended'), action: { label: t('session.login'), run: openLoginPanel } });
}
