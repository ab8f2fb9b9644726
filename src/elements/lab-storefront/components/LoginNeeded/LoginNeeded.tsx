import { useEffect } from 'react';
import { UserRound } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import type { MessageKey } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import { openLoginPanel } from '../../../../stores/login';
import stateCss from '../../../../components/LoadStates/LoadStates.css?inline';

/** The texts a screen says to a visitor who must log in first: its own, in each language. */
export interface LoginNeededTexts {
  title: MessageKey;
  text: MessageKey;
  button: MessageKey;
}

/**
 * A screen of the account's own (bookings, My data), as a cart is (product §5, §6): logged out, it
 * asks for a login and opens the login panel once; the Login button opens it again. After the
 * login the page reloads (product §4) onto the same address.
 */
export function LoginNeeded({ title, text, button }: LoginNeededTexts) {
  useStyles(stateCss);
  const t = useT();
  useEffect(() => openLoginPanel(), []);
  return (
    <div className="load-state">
      <UserRound aria-hidden="true" className="load-state__icon" />
      <h2 className="load-state__title">{t(title)}</h2>
      <p className="load-state__text">{t(text)}</p>
      <button type="button" className="button" onClick={openLoginPanel}>
        {t(button)}
      </button>
    </div>
  );
}
