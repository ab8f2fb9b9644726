import { useStore } from '@nanostores/react';
import { CalendarCheck, CircleUserRound, LogOut, ShieldCheck, ShoppingCart, UserRound } from '../../components/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useBookingOn } from '../../components/BookingSwitch/BookingSwitch';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { useLogOut, useSessionEventsFromElsewhere } from '../../elementRuntime/events/sessionEvents';
import { useOutsidePointerDown } from '../../hooks/useOutsidePointerDown';
import { useT } from '../../i18n/useT';
import { storeHref, storePath } from '../../router/storeNavigation';
import { bookingsPath, cartPath, myDataPath } from '../../router/storePaths.atBuild';
import { openLoginPanel } from '../../stores/login';
import { $partner } from '../../stores/partner';
import { $isLoggedIn, $userId } from '../../stores/session';
import css from './AccountControl.css?inline';

/**
 * Login button for visitors (opens the side panel); for a logged-in user an account menu with
 * the cart, My bookings (in a store that takes bookings), My data (product §12) and Logout. Logout
 * is not in the spec but users expect it: it ends the session on the server, forgets it and the
 * cart list here, and the element tells the host page with `lab-logout`.
 */
export function AccountControl({ storeUrl }: { storeUrl?: string }) {
  useStyles(css);
  useSessionEventsFromElsewhere();
  const logOut = useLogOut();
  const t = useT();
  const loggedIn = useStore($isLoggedIn);
  const userId = useStore($userId);
  const partner = useStore($partner);
  const bookingOn = useBookingOn();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useOutsidePointerDown(root, menuOpen, () => setMenuOpen(false));
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  if (!loggedIn) {
    return (
      <button type="button" className="button button--small account__login" onClick={openLoginPanel}>
        <UserRound aria-hidden="true" className="account__icon" />
        {t('header.login')}
      </button>
    );
  }


  return (
    <div className="account" ref={root}>
      <button
        type="button"
        className="button button--small button--outline account__toggle"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => {
          setMenuOpen((open) => !open);
        }}
      >
        <CircleUserRound aria-hidden="true" className="account__icon" />
        <span className="account__label">{t('header.account')}</span>
      </button>
      <div id={menuId} className="account__menu" hidden={!menuOpen}>
        <p className="account__signed-in">{t('header.signedIn')}</p>
        <a className="account__item" href={storeHref(storePath(cartPath, { userId }), storeUrl, partner)}>
          <ShoppingCart aria-hidden="true" className="account__icon" />
          {t('header.myCart')}
        </a>
        {bookingOn && (
          <a className="account__item" href={storeHref(bookingsPath, storeUrl, partner)}>
            <CalendarCheck aria-hidden="true" className="account__icon" />
            {t('header.myBookings')}
          </a>
        )}
        <a className="account__item" href={storeHref(myDataPath, storeUrl, partner)}>
          <ShieldCheck aria-hidden="true" className="account__icon" />
          {t('header.myData')}
        </a>
        <button
          type="button"
          className="account__item"
          onClick={() => {
            setMenuOpen(false);
            void logOut();
          }}
        >
          <LogOut aria-hidden="true" className="account__icon" />
          {t('header.logout')}
        </button>
      </div>
    </div>
  );
}
