import { logOut, sessionEnded } from '../../stores/login';
import { listenToSessionElsewhere } from '../../stores/session';
import { useFireLabEvent } from '../hostElement';
import { useLabEventOnChange } from './storeChangeEvents';

/** The Logout action of an element: the session ends, and the element fires `lab-logout`. */
export function useLogOut(): () => Promise<void> {
  const fire = useFireLabEvent();
  return async () => {
    await logOut();
    fire('lab-logout', {});
  };
}

/** The answer to a 401 in an element: every element shows the user logged out; this one fires `lab-logout`. */
export function useSessionEnded(): () => void {
  const fire = useFireLabEvent();
  return () => {
    sessionEnded();
    fire('lab-logout', {});
  };
}

/**
 * A login or logout in another tab changes what an element showing the session shows: it fires
 * `lab-login` or `lab-logout` once (its header's and bottom bar's account controls share it).
 */
export function useSessionEventsFromElsewhere(): void {
  useLabEventOnChange('lab-login', listenToSessionElsewhere, (userId) => (userId ? { userId } : undefined));
  useLabEventOnChange('lab-logout', listenToSessionElsewhere, (userId) => (userId ? undefined : {}));
}
