import { phrase } from '../../i18n';
import { openLoginPanel } from './loginPanel';
import { signOut } from '../session';
import { showToast } from '../toasts';

/**
 * The Logout action of every element: ends the session on the server, then forgets it here even
 * when that call fails, cannot be made or its chunk cannot be fetched (loaded only now, so widgets
 * without it stay small); the element where it happened tells the host page (`lab-logout`).
 */
export async function logOut(): Promise<void> {
  try {
    const { logout } = await import('./authApi');
    await logout();
  } catch {
    // Signed out here regardless; the server ends the session at its idle time.
  }
  signOut();
}

/**
 * The one answer to a 401 on a cart call: the session has ended on the server (expired, or
 * logged out on another device). Every element on the page shares the session store, so all of
 * them show the user as logged out; the element that met the 401 tells the host page
 * (`lab-logout`), and the user is offered the login panel.
 */
export function sessionEnded(): void {
  signOut();
  showToast({ tone: 'info', text: phrase('common.session.ended'), action: { label: phrase('common.session.login'), run: openLoginPanel } });
}
